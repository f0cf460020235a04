import { uuidv7 } from 'uuidv7';
import type { Ids } from '../../core/ports/ids';

/**
 * UUID v7 ids: a millisecond timestamp followed by random bits, so ids sort by creation time
 * (indexes stay append-mostly; "order by id" is creation order) and cannot be guessed. The
 * generator keeps ids strictly increasing within a process, even within one millisecond.
 */
export const uuidV7Ids: Ids = {
  next: () => uuidv7(),
};
