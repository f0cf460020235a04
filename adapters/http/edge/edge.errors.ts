/**
 * Why: the refusals the HTTP edge makes before any route runs (and the upload parser's own)
 * have no text in the specification, so their short sentences live here, in one place, with
 * the stable codes clients can match on.
 */

/** The longest file name an upload may carry, in characters (a common file-system limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Codes and messages of the edge's refusals, in the platform's error shape. */
export const EDGE_ERRORS = {
  /** Text input (body, query, path, form field, header, file name) holding U+0000. */
  nulCharacter: {
    code: 'REQUEST.NUL_CHARACTER',
    message: 'Text fields may not contain the NUL character (U+0000).',
  },
  /** The database could not be reached (or was lost) while answering this request. */
  databaseUnavailable: {
    code: 'SERVICE.UNAVAILABLE',
    message: 'The service is temporarily unavailable, please try again in a moment.',
  },
  /** An uploaded file's name is longer than `MAX_FILE_NAME_LENGTH`. */
  fileNameTooLong: {
    code: 'UPLOAD.NAME_TOO_LONG',
    message: `The file name is too long: please rename the file to at most ${MAX_FILE_NAME_LENGTH} characters.`,
  },
} as const;

/** The edge's texts by name (for the catalogues the fuzz suites check 400 texts against). */
export const EDGE_TEXT: Readonly<Record<keyof typeof EDGE_ERRORS, string>> = {
  nulCharacter: EDGE_ERRORS.nulCharacter.message,
  databaseUnavailable: EDGE_ERRORS.databaseUnavailable.message,
  fileNameTooLong: EDGE_ERRORS.fileNameTooLong.message,
};
