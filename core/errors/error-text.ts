/**
 * The error-text helper of spec §8: turns whatever a failed call produced into one line for a
 * toast. Input is modelled on an HTTP client's error response — `{ status, statusText, data }`
 * where `data` is the server's JSON body `{ error, errors, message }` — but any value is
 * accepted, because a toast must never show an empty text or "[object Object]".
 *
 * Order of the rules (spec §8, first match wins):
 *  1. no error (null, undefined, blank string)        → OOPS_MESSAGE
 *  2. a string                                          → the string as is
 *  3. a list                                            → its items' texts joined by ', '
 *  4. nested errors `data.errors` (or `errors`)         → the first nested message
 *  5. status 502 or 520                                 → statusText, else 'Bad request'
 *  6. `data.error` is a list                            → its items joined by ', '
 *  7. `data.error` is an object                         → 'Something went wrong'
 *  8. otherwise                                         → `data.error`
 * When rule 8 finds no text, `data.message`, the value's own `message` (an `Error`), its own
 * `error` (our server's body `{ success:false, code, error, statusText }` passed unwrapped) and
 * `statusText` are tried, then OOPS_MESSAGE. Lists are joined with ', ' (comma and space);
 * blank items and items without text are skipped. "Object error" (rule 7) is read as a
 * `data.error` that is an object — a server leaking its exception — never shown raw.
 */
import { GENERAL_MESSAGES } from './general-messages';

/** The text for "no error at all" — the spec asks for a generic oops message without wording. */
export const OOPS_MESSAGE = 'Oops! Something went wrong';

/** The body a service returns with a failure. */
export interface ErrorBody {
  readonly error?: unknown;
  readonly errors?: readonly unknown[];
  readonly message?: unknown;
}

/** The failure an HTTP client hands back (its `response`), or our own `{ success:false, … }` body. */
export interface HttpErrorLike {
  readonly status?: number;
  readonly statusText?: string;
  readonly data?: ErrorBody;
  readonly errors?: readonly unknown[];
  readonly message?: string;
}

/** Everything `errorText` is designed for; it also accepts any other value safely. */
export type ErrorTextInput = HttpErrorLike | string | readonly unknown[] | null | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The text of one item of a list or nested error: a string, or an object's `message`/`error`. */
function itemText(item: unknown): string | null {
  if (typeof item === 'string') return nonBlank(item);
  if (isRecord(item)) return nonBlank(item.message) ?? nonBlank(item.error);
  if (typeof item === 'number' || typeof item === 'boolean') return String(item);
  return null;
}

function nonBlank(v: unknown): string | null {
  return typeof v === 'string' && v.trim().length > 0 ? v : null;
}

function joined(list: readonly unknown[]): string | null {
  const texts = list.map(itemText).filter((t): t is string => t !== null);
  return texts.length === 0 ? null : texts.join(', ');
}

/**
 * One non-empty line describing `error` (an `ErrorTextInput`, or any other value), for a
 * toast or an inline form message.
 *
 * @example errorText({ status: 400, data: { error: 'Loans already transferred' } }) // 'Loans already transferred'
 * @example errorText({ data: { errors: [{ message: 'Invalid OTP' }, { message: 'x' }] } }) // 'Invalid OTP'
 * @example errorText(undefined) // 'Oops! Something went wrong'
 */
export function errorText(error: unknown): string {
  if (error === null || error === undefined) return OOPS_MESSAGE;
  if (typeof error === 'string') return nonBlank(error) ?? OOPS_MESSAGE;
  if (Array.isArray(error)) return joined(error) ?? OOPS_MESSAGE;
  if (!isRecord(error)) return itemText(error) ?? OOPS_MESSAGE;

  const data = isRecord(error.data) ? error.data : {};
  const nested = Array.isArray(data.errors) ? data.errors : Array.isArray(error.errors) ? error.errors : [];
  const firstNested = nested.map(itemText).find((t) => t !== null);
  if (firstNested !== undefined && firstNested !== null) return firstNested;

  if (error.status === 502 || error.status === 520)
    return nonBlank(error.statusText) ?? GENERAL_MESSAGES.badRequest;

  if (Array.isArray(data.error)) return joined(data.error) ?? OOPS_MESSAGE;
  if (isRecord(data.error)) return GENERAL_MESSAGES.somethingWentWrong;
  return (
    nonBlank(data.error) ??
    nonBlank(data.message) ??
    nonBlank(error.message) ??
    nonBlank(error.error) ??
    nonBlank(error.statusText) ??
    OOPS_MESSAGE
  );
}
