/**
 * Integer columns refuse fractions on PostgreSQL but SQLite would keep them: the auth and
 * account stores check counts, versions and credits here, the same way on both databases.
 */
export function whole(value: number, field: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole number, got ${value}`);
  return value;
}
