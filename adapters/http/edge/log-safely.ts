/**
 * Why: what the server logs about a request — its path, and error messages that quote the
 * input (a database's "invalid input syntax: …") — is written by the client. A raw newline
 * forges a log line; an escape sequence repaints a terminal; a bidi override hides text. So
 * every control character from such text is written out escaped (`\n` → `\x0a`) before it is
 * logged, and the error's own stack keeps its frames on their lines.
 */

// C0 controls, DEL, C1 controls, line/paragraph separators and the bidi embeddings/isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is escaped
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every control character written as a visible escape.
 *
 * @example
 * escapeControls('a\nb') // 'a\\x0ab'
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A copy of `error` whose message (also where the stack repeats it) is escaped. */
function escapedError(error: Error): Error {
  const message = escapeControls(error.message);
  if (message === error.message) return error;
  const copy = new Error(message, { cause: error.cause });
  copy.name = escapeControls(error.name);
  copy.stack = error.stack?.replace(error.message, message);
  return copy;
}

/**
 * Wraps a logger so the message and the error it is given carry no raw control characters.
 *
 * @example
 * const log = loggingSafely((message, error) => console.error(message, error));
 */
export function loggingSafely(
  log: (message: string, error: unknown) => void,
): (message: string, error: unknown) => void {
  return (message, error) =>
    log(
      escapeControls(message),
      error instanceof Error
        ? escapedError(error)
        : typeof error === 'string'
          ? escapeControls(error)
          : error,
    );
}
