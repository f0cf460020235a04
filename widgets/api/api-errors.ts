/**
 * The two failures a call can end in without an HTTP answer, as Errors whose message is the
 * text to show (so `errorText(error)` of core/errors gives it): no connection (spec §8
 * 'Internet connection lost') and the post time-out of spec §7 (600000 ms), which has no text
 * in the spec.
 */
import { GENERAL_MESSAGES } from '../../core/errors/general-messages';

/** The text of a call that outlived the post time-out. */
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** The server could not be reached; the session polls until it can (event `online`). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(cause?: unknown) {
    super(GENERAL_MESSAGES.internetConnectionLost, { cause });
  }
}

/** A state-changing call got no answer within the post time-out. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  constructor(cause?: unknown) {
    super(TIMEOUT_MESSAGE, { cause });
  }
}

/** True for what `fetch` throws when the network is down (not an abort or a time-out). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** True for the abort of a time-out signal (a caller's own abort is an `AbortError`, not this). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
