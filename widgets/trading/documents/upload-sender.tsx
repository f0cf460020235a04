/**
 * How the trading widgets' file pickers reach `/upload_file` with the caller's session: the
 * kit's `xhrUpload` (fetch reports no upload progress) signed like every other call — bearer
 * token, anti-forgery token, a token about to expire refreshed first. Hosts that reach the
 * server another way (a story's scripted server) provide their own sender through
 * `UploadSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Session } from '../../api';
import { XSRF_HEADER } from '../../api';
import { type UploadSender, xhrUpload } from '../../kit/upload-xhr';
import { useTrading } from '../shared/trading-context';

/** The upload endpoints a trading widget posts a file to. */
export type UploadPath = '/upload_file';

/** Builds the sender for an upload endpoint. */
export type UploadSenderFactory = (path: UploadPath) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const UploadSenderContext = createContext<UploadSenderFactory | null>(null);

/** A token expiring within this is refreshed before a file is sent. */
const REFRESH_MARGIN_MS = 5_000;

function sessionHeaders(session: Session): Record<string, string> {
  const tokens = session.snapshot();
  const headers: Record<string, string> = {};
  if (tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (tokens?.xsrfToken) headers[XSRF_HEADER] = tokens.xsrfToken;
  return headers;
}

/**
 * The XHR sender for `path` over `session`: posts the file as multipart `file` to the
 * session's API, refreshing a token about to expire first.
 */
export function sessionUploadSender(session: Session, path: UploadPath): UploadSender {
  const send = xhrUpload({
    url: `${session.baseUrl}/api${path}`,
    headers: () => sessionHeaders(session),
    withCredentials: session.transport === 'cookie',
  });
  return async (file, onProgress, signal) => {
    const tokens = session.snapshot();
    if (tokens && Date.parse(tokens.tokenExpiresAt) - Date.now() < REFRESH_MARGIN_MS) await session.refresh();
    return send(file, onProgress, signal);
  };
}

/** The sender the nearest host provides for `path`, else the session's XHR sender. */
export function useUploadSender(path: UploadPath = '/upload_file'): UploadSender {
  const { session } = useTrading();
  const factory = useContext(UploadSenderContext);
  return useMemo(
    () => (factory ? factory(path) : sessionUploadSender(session, path)),
    [factory, session, path],
  );
}

/** The blob name in an `/upload_file` answer, or null when the answer has none. */
export function uploadedBlobName(body: unknown): string | null {
  const answer = body as { blobName?: unknown; data?: { blobName?: unknown } } | null;
  const name = answer?.blobName ?? answer?.data?.blobName;
  return typeof name === 'string' && name !== '' ? name : null;
}
