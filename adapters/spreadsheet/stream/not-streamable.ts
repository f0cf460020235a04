/**
 * Thrown when a file turns out to be one that only SheetJS itself can read the way SheetJS does
 * (a layout the row-at-a-time readers do not follow: rows out of order, formulas without
 * values, a sheet without a declared range …). Whoever streams the file starts again and reads
 * it whole with SheetJS; nothing read so far is kept.
 */
export class NotStreamable extends Error {
  constructor(why: string) {
    super(`read whole: ${why}`);
    this.name = 'NotStreamable';
  }
}
