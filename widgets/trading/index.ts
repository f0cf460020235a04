/**
 * The trading family (spec §2 loan-trading screens): every area's React components, props and
 * CSS, the shared foundation (provider, server state, sentences, downloads), and the family as
 * custom elements. Element registration and `mount` are exported under family names
 * (`defineTradingElements`, `mountTrading`) so the ESM entry can carry every family at once.
 */

export type {
  IspzDocumentDetail,
  IspzOpenLoanDetail,
  IspzSelectionDetail,
  IspzServicerDetail,
  IspzStipulationDetail,
  IspzTradingEventMap,
} from '../elements/events';
export * from './analysis';
export * from './bidding';
export * from './documents';
// Documents and tapes each read an upload answer's blob name the same way; one is exported.
export { uploadedBlobName } from './documents';
export * from './due-diligence';
export {
  defineElements as defineTradingElements,
  mount as mountTrading,
  TRADING_CSS,
  TRADING_ELEMENTS,
  TRADING_FAMILY,
  type TradingMountProps,
  tradingWidgetNames,
} from './elements';
export * from './grids';
export * from './loans';
export * from './records';
export { SessionGate } from './session-gate';
export * from './shared';
export * from './stipulations';
export * from './tapes';
export {
  prepareTradingProps,
  releaseTradingHost,
  sessionReady,
  type TradingHostProps,
} from './trading-host';
export * from './transfer';
