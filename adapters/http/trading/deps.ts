/**
 * What the trading routes are built from. One object for every trading router, so the
 * composition root wires them once and the tests build them through one factory
 * (./testing/trading-world.ts) over any storage.
 */
import type { MiddlewareHandler } from 'hono';
import type { EcosystemImages } from '../../../core/accounts/ecosystems/ecosystem-images';
import type { AdjustmentGrid } from '../../../core/analytics/adjustment-grid';
import type { OutboxMessage } from '../../../core/notifications/outbox';
import type { BlobStore } from '../../../core/ports/blob-store';
import type { TradingDeps } from '../../../core/ports/stores';
import type { TapeFileServices } from '../../tapes/tape-file-services';
import type { IdempotencyStore } from '../idempotency';
import type { AppEnv } from '../router';
import type { LenderProfiles } from './loans/lender-profiles';

/**
 * Reads a user's in-app notifications (outbox messages of channel 'notification' addressed to
 * the user id), newest first. The outbox port only writes; the screens also read, so the read
 * side is its own port. Database side: `listOutbox(db, { to: userId })` filtered on the channel.
 */
export interface NotificationReader {
  /** At most `limit` notifications to `userId`, newest `createdAt` first (then id descending). */
  forUser(userId: string, limit: number): Promise<OutboxMessage[]>;
}

export interface TradingHttpDeps {
  readonly trading: TradingDeps;
  readonly blobs: BlobStore;
  /** Remembers answers of calls sent with an `Idempotency-Key` (place_bid, transfers, approvals). */
  readonly idempotency: IdempotencyStore;
  /**
   * Admits only an authenticated caller and sets `c.var.actor` (and `c.var.session`), else
   * answers 401. Production: `requireSession` then `withActor`; tests: a bearer `test:<userId>`.
   */
  readonly requireActor: MiddlewareHandler<AppEnv>;
  readonly notifications: NotificationReader;
  /** Saved column mappings and stored import reports of tape files (excel_Upload and friends). */
  readonly tapeFiles: TapeFileServices;
  /** Ecosystem logos and banners get_image serves to anyone; without it, none is public. */
  readonly ecosystemImages?: EcosystemImages;
  /** What the platform knows of lenders for the lender card; without it, only the directory's name and email. */
  readonly lenderProfiles?: LenderProfiles;
  /** The deployment's price-adjustment grid (get_price_adjustment). */
  readonly priceGrid: AdjustmentGrid;
  now(): Date;
}
