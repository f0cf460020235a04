/**
 * How the bulk bid upload reaches `POST /bulk_bid_upload` with progress: the kit's `xhrUpload`
 * (fetch reports no upload progress), signed like every other call (bearer, anti-forgery
 * token, a token about to expire refreshed first), once as a preview and once confirmed.
 * A host that reaches the server another way (a story's scripted server) provides its own
 * factory through `BulkBidSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import { type Session, XSRF_HEADER } from '../../api';
import { type UploadSender, xhrUpload } from '../../kit/upload-xhr';
import { useTrading } from '../shared/trading-context';

/** Builds the sender of one pass: the preview (`confirm` false) or the placing one. */
export type BulkBidSenderFactory = (confirm: boolean) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const BulkBidSenderContext = createContext<BulkBidSenderFactory | null>(null);

/** A token expiring within this is refreshed before the file is sent. */
const REFRESH_MARGIN_MS = 5_000;

function signed(session: Session): Record<string, string> {
  const tokens = session.snapshot();
  const headers: Record<string, string> = {};
  if (tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (tokens?.xsrfToken) headers[XSRF_HEADER] = tokens.xsrfToken;
  return headers;
}

/** The XHR sender of the session for one pass of the bulk upload. */
export function sessionBulkBidSender(session: Session, confirm: boolean): UploadSender {
  const send = xhrUpload({
    url: `${session.baseUrl}/api/bulk_bid_upload?confirm=${confirm}`,
    fields: { confirm: String(confirm) },
    headers: () => signed(session),
    withCredentials: session.transport === 'cookie',
  });
  return async (file, onProgress, signal) => {
    const tokens = session.snapshot();
    if (tokens && Date.parse(tokens.tokenExpiresAt) - Date.now() < REFRESH_MARGIN_MS) await session.refresh();
    return send(file, onProgress, signal);
  };
}

/** The preview and placing senders the nearest host provides, else the session's. */
export function useBulkBidSenders(): { readonly preview: UploadSender; readonly place: UploadSender } {
  const { session } = useTrading();
  const factory = useContext(BulkBidSenderContext);
  return useMemo(() => {
    const make = factory ?? ((confirm: boolean) => sessionBulkBidSender(session, confirm));
    return { preview: make(false), place: make(true) };
  }, [factory, session]);
}
