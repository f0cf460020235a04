/**
 * The trading family's shared texts: the spec §2/§8 sentences its empty, failed and loading
 * states show (imported from core's catalogue, never retyped) and the few labels the spec has
 * no words for. Every trading widget takes its shared wording from here.
 */
import { MESSAGES } from '../../../core/errors/messages';

/** The shared texts of the trading widgets. */
export const TRADING_TEXT = {
  /** §2/§8 failed state. */
  failed: MESSAGES.failedToGetDataTryLater,
  /** §2/§8 empty state. */
  empty: MESSAGES.noRecordsToDisplay,
  /** Shown while a screen's data is on its way (no spec text). */
  loading: 'Loading…',
  /** A trading widget rendered with neither a provider nor a session (a wiring mistake). */
  noSession:
    'A trading widget needs a session: render it inside TradingProvider or give it session and client.',
} as const;
