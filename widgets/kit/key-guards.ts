/**
 * Keys some inputs refuse (spec §5): "some inputs block the space key; number inputs block
 * space, e, up, down; Enter can be blocked", and the bid input blocks the minus key. Pure
 * decisions over `KeyboardEvent.key`, so the rules are tested without a browser.
 */
import type { KeyboardEvent } from 'react';

/** Which optional keys a text or number input refuses. */
export interface KeyBlocking {
  readonly space?: boolean;
  readonly enter?: boolean;
  readonly minus?: boolean;
}

/** Keys every number input refuses: space, the exponent `e`/`E`, and the step arrows. */
const NUMBER_BLOCKED = new Set([' ', 'e', 'E', 'ArrowUp', 'ArrowDown']);

/** True when a number input must ignore `key`; `minus` adds '-' (the bid input). */
export function isBlockedNumberKey(key: string, options: { minus?: boolean } = {}): boolean {
  return NUMBER_BLOCKED.has(key) || (options.minus === true && key === '-');
}

/** True when a text input configured with `blocking` must ignore `key`. */
export function isBlockedTextKey(key: string, blocking: KeyBlocking): boolean {
  return (
    (blocking.space === true && key === ' ') ||
    (blocking.enter === true && key === 'Enter') ||
    (blocking.minus === true && key === '-')
  );
}

/** A keydown handler that swallows the keys `isBlocked` refuses. */
export function keyGuard(isBlocked: (key: string) => boolean) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlocked(event.key)) event.preventDefault();
  };
}
