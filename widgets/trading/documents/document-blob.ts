/**
 * A stored document fetched with the caller's session (the file routes need the bearer token,
 * so a plain `<img src>` cannot load them): `/get_image/{blobName}` for images and
 * `/get_loan_pdf/{blobName}` for everything else, as a Blob, shown through an object URL that
 * is revoked when the preview closes or shows another file.
 */
import { useEffect, useState } from 'react';
import { fileExtension } from '../../../core/validation/upload-rules';
import { useApiQuery } from '../shared/use-api-query';
import type { DocumentRef } from './props';

/** How the preview shows a file, by its extension. */
export type PreviewKind = 'pdf' | 'image' | 'sheet' | 'other';

const IMAGE = ['png', 'jpg', 'jpeg'];
const SHEET = ['xlsx', 'xls'];

/** The preview kind of a file name ('deed.PDF' → 'pdf'). */
export function previewKind(fileName: string): PreviewKind {
  const ext = fileExtension(fileName);
  if (ext === 'pdf') return 'pdf';
  if (IMAGE.includes(ext)) return 'image';
  if (SHEET.includes(ext)) return 'sheet';
  return 'other';
}

const SHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

/**
 * The preview kind of a fetched file: by the type the server answered with (a stored name may
 * carry no extension), else by its name.
 */
export function blobKind(blob: Blob, fileName: string): PreviewKind {
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  if (SHEET_TYPES.includes(type)) return 'sheet';
  return previewKind(fileName);
}

/** The file-route query naming where the document is kept (the server checks the caller may read it). */
function refQuery(ref: DocumentRef) {
  return {
    ...(ref.loanId ? { loan_id: ref.loanId } : {}),
    ...(ref.stipulationId ? { stipulation_id: ref.stipulationId } : {}),
    ...(ref.bidId && ref.bidderId ? { bid_id: ref.bidId, bidder_id: ref.bidderId } : {}),
  };
}

/** Loads the document as a Blob while `active`. */
export function useDocumentBlob(ref: DocumentRef, active: boolean) {
  const image = previewKind(ref.fileName) === 'image';
  return useApiQuery<Blob>(active ? ['document', ref] : null, async (client, signal) => {
    const options = {
      params: { path: { blobName: ref.blobName }, query: refQuery(ref) },
      parseAs: 'blob' as const,
      signal,
    };
    const answer = image
      ? await client.GET('/get_image/{blobName}', options)
      : await client.GET('/get_loan_pdf/{blobName}', options);
    return answer as { data?: Blob; error?: unknown; response: Response };
  });
}

/** An object URL for `blob`, revoked when the blob changes or the component unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
