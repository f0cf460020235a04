/**
 * How the bulk bid upload reaches `POST /bulk_bid_upload` with progress: the family's
 * multipart sender (signed like every other call, a token about to expire refreshed first),
 * once as a preview and once confirmed.
 * A host that reaches the server another way (a story's scripted server) provides its own
 * factory through `BulkBidSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Session } from '../../api';
import type { UploadSender } from '../../kit/upload-xhr';
import { sessionMultipartSender } from '../shared/multipart-sender';
import { useTrading } from '../shared/trading-context';

/** Builds the sender of one pass: the preview (`confirm` false) or the placing one. */
export type BulkBidSenderFactory = (confirm: boolean) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const BulkBidSenderContext = createContext<BulkBidSenderFactory | null>(null);

/** The XHR sender of the session for one pass of the bulk upload. */
export function sessionBulkBidSender(session: Session, confirm: boolean): UploadSender {
  return sessionMultipartSender(session, {
    path: `/bulk_bid_upload?confirm=${confirm}`,
    fields: { confirm: String(confirm) },
  });
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
