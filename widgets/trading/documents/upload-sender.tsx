/**
 * How the document and stipulation file pickers reach `/upload_file`: the trading family's one
 * multipart sender (`widgets/trading/shared/multipart-sender.ts` — the kit's `xhrUpload` with
 * progress, signed by the session, replaceable by a host through `MultipartSenderContext`),
 * bound to the upload endpoint.
 */
import { useMemo } from 'react';
import type { UploadSender } from '../../kit/upload-xhr';
import { useMultipartSender } from '../shared/multipart-sender';

export { uploadedBlobName } from '../shared/multipart-sender';

/** The sender posting one picked file as multipart `file` to `/upload_file`. */
export function useUploadSender(): UploadSender {
  const senders = useMultipartSender();
  return useMemo(() => senders({ path: '/upload_file' }), [senders]);
}
