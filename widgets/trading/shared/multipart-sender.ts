/**
 * How the tape and due-diligence widgets send a file with progress: the kit's `xhrUpload`
 * (fetch reports no upload progress) to a multipart endpoint — `/upload_file?context=tape`,
 * `/start_due_diligence` (file, partyB, tapeName), `/excel_Upload` (xlsxFile, tapeName,
 * mappingName, updateTape) — signed like every other call (bearer, anti-forgery token, a
 * token about to expire refreshed first). A host that reaches the server another way (a
 * story's scripted server) provides its own factory through `MultipartSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import { type Session, XSRF_HEADER } from '../../api';
import { type UploadSender, xhrUpload } from '../../kit/upload-xhr';
import { useTrading } from './trading-context';

/** One multipart request: where to, the file's field and the fields sent beside it. */
export interface MultipartRequest {
  /** The API path with its query, e.g. `/upload_file?context=tape`. */
  readonly path: string;
  /** The file's form field (default 'file'). */
  readonly fieldName?: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** Builds the sender of one request. */
export type MultipartSenderFactory = (request: MultipartRequest) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const MultipartSenderContext = createContext<MultipartSenderFactory | null>(null);

/** A token expiring within this is refreshed before the file is sent. */
const REFRESH_MARGIN_MS = 5_000;

function signed(session: Session): Record<string, string> {
  const tokens = session.snapshot();
  const headers: Record<string, string> = {};
  if (tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (tokens?.xsrfToken) headers[XSRF_HEADER] = tokens.xsrfToken;
  return headers;
}

/** The session's XHR sender for `request`. */
export function sessionMultipartSender(session: Session, request: MultipartRequest): UploadSender {
  const send = xhrUpload({
    url: `${session.baseUrl}/api${request.path}`,
    fieldName: request.fieldName ?? 'file',
    fields: request.fields,
    headers: () => signed(session),
    withCredentials: session.transport === 'cookie',
  });
  return async (file, onProgress, signal) => {
    const tokens = session.snapshot();
    if (tokens && Date.parse(tokens.tokenExpiresAt) - Date.now() < REFRESH_MARGIN_MS) await session.refresh();
    return send(file, onProgress, signal);
  };
}

/** A function giving the sender for a request: the nearest host's, else the session's. */
export function useMultipartSender(): MultipartSenderFactory {
  const { session } = useTrading();
  const factory = useContext(MultipartSenderContext);
  return useMemo(
    () => factory ?? ((request) => sessionMultipartSender(session, request)),
    [factory, session],
  );
}

/** The blob name in an `/upload_file` answer, or null when the answer has none. */
export function uploadedBlobName(body: unknown): string | null {
  const answer = body as { blobName?: unknown; data?: { blobName?: unknown } } | null;
  const name = answer?.blobName ?? answer?.data?.blobName;
  return typeof name === 'string' && name !== '' ? name : null;
}
