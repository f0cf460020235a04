/**
 * From what an API call produced to the one line a toast shows. The rules are spec §8's and
 * live in core (`errorText`); this adapter only reshapes our client's failures into its input:
 * an openapi-fetch result `{ error, response }`, a bare `Response`, an error carrying
 * `status`/`statusText`/`body`, an `Error`, or the server's body itself. It also reads the
 * answer's `success` flag, which colours the toast (spec §8).
 */
import { errorText } from '../../core/errors/error-text';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isResponse = (v: unknown): v is Response => typeof Response !== 'undefined' && v instanceof Response;

/** The `errorText` input for a failure of our client, or the value itself when it is not one. */
export function toErrorTextInput(failure: unknown): unknown {
  if (isResponse(failure)) return { status: failure.status, statusText: failure.statusText };
  if (!isRecord(failure) || failure instanceof Error) return failure;
  if (isResponse(failure.response)) {
    const { status, statusText } = failure.response;
    return { status, statusText, data: isRecord(failure.error) ? failure.error : { error: failure.error } };
  }
  if (typeof failure.status === 'number' && 'body' in failure) {
    const body = failure.body;
    return {
      status: failure.status,
      statusText: failure.statusText,
      data: isRecord(body) ? body : { error: body },
      message: failure.message,
    };
  }
  return failure;
}

/**
 * The spec §8 text for a failed call.
 * @example answerErrorText({ error: { success: false, error: 'Invalid OTP' }, response }) // 'Invalid OTP'
 */
export function answerErrorText(failure: unknown): string {
  return errorText(toErrorTextInput(failure));
}

/** A toast's colour: the answer's success flag, green or red. */
export type ToastTone = 'success' | 'error';

/** The toast for an answer: its tone from `success`, its text from `message`/`statusText` or §8. */
export interface AnswerToast {
  readonly tone: ToastTone;
  readonly text: string;
}

/**
 * Server statusText, error or message shown as a toast coloured by the success flag (spec §8).
 * A success with no text of its own takes `fallback` (the screen's success text).
 * @example answerToast({ success: true, message: 'OTP sent successfully' }) // { tone: 'success', … }
 */
export function answerToast(answer: unknown, fallback?: string): AnswerToast {
  const body = isRecord(answer) && isRecord(answer.data) && !('success' in answer) ? answer.data : answer;
  if (isRecord(body) && body.success === true) {
    const own = [body.message, body.statusText].find((t) => typeof t === 'string' && t.trim() !== '');
    return { tone: 'success', text: (own as string | undefined) ?? fallback ?? errorText(undefined) };
  }
  return { tone: 'error', text: answerErrorText(answer) };
}
