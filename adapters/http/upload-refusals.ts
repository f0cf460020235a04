/**
 * Why: every upload route answers a refused file the same way, whichever parser found the
 * problem — the spec's texts (§5, §8) where it has them, the edge's own otherwise.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../core/validation/messages';
import { EDGE_ERRORS } from './edge/edge.errors';
import { type ErrorBody, errorBody } from './errors';

/** Why an upload was refused (see `receiveUpload`). */
export type UploadRefusal =
  | 'too_big'
  | 'too_many'
  | 'missing'
  | 'bad_type'
  | 'bad_content'
  | 'malformed'
  | 'name_too_long'
  | 'nul_character';

/**
 * The answer to a refused upload: 413 'File too big' (spec §8), otherwise 400 with the §5
 * message, or the edge's sentence for an over-long name or a NUL character.
 */
export function uploadRefusalResponse(
  refusal: UploadRefusal,
  fileName = 'file',
): { status: ContentfulStatusCode; body: ErrorBody } {
  switch (refusal) {
    case 'too_big':
      return { status: 413, body: errorBody('UPLOAD.TOO_BIG', MESSAGES.fileTooBig) };
    case 'too_many':
      return { status: 400, body: errorBody('UPLOAD.TOO_MANY', VALIDATION_MESSAGES.onlyOneFile) };
    case 'bad_type':
      return { status: 400, body: errorBody('UPLOAD.TYPE', VALIDATION_MESSAGES.unsupportedFormat(fileName)) };
    case 'bad_content':
      return {
        status: 400,
        body: errorBody('UPLOAD.CONTENT', VALIDATION_MESSAGES.unsupportedFormat(fileName)),
      };
    case 'name_too_long':
      return { status: 400, body: edge(EDGE_ERRORS.fileNameTooLong) };
    case 'nul_character':
      return { status: 400, body: edge(EDGE_ERRORS.nulCharacter) };
    case 'missing':
    case 'malformed':
      return { status: 400, body: errorBody('UPLOAD.MISSING', VALIDATION_MESSAGES.uploadValidFile) };
  }
}

const edge = (e: { code: string; message: string }) => errorBody(e.code, e.message);
