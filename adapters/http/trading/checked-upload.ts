/**
 * Receiving a multipart upload in a trading route: `receiveUpload` (one file, the size limit
 * while streaming, extension, container signature and — for .xlsx and .docx — the Office
 * document's parts; adapters/http/uploads.ts). Every trading upload goes through here, so no
 * route accepts a renamed archive as a workbook or a program as a PDF.
 */
import { receiveUpload, type UploadOutcome, type UploadRules } from '../uploads';

/** `receiveUpload`: a file whose content is not what its extension says is refused 'bad_content'. */
export function receiveCheckedUpload(request: Request, rules: UploadRules): Promise<UploadOutcome> {
  return receiveUpload(request, rules);
}
