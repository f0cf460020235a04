/**
 * The trading family's foundation: the provider (client, session, the caller's screen,
 * toasts), `withTrading` so each widget works standalone and in the dashboard, server state
 * (`useApiQuery`) and actions (`useApiAction`) without a query library, the empty/failed/
 * loading sentence, and downloads. Every trading widget builds on these.
 */
export { DataState, type DataStateProps } from './data-state';
export { type Download, type DownloadTexts, downloadBlob, REVOKE_AFTER_MS, useDownload } from './download';
export { tradingSharedCss } from './shared-styles';
export {
  type TradingContextValue,
  type TradingPersona,
  TradingProvider,
  type TradingProviderProps,
  type TradingScreen,
  useTrading,
} from './trading-context';
export { TRADING_TEXT } from './trading-text';
export {
  type ActionResult,
  type ApiAction,
  type ApiActionOptions,
  useApiAction,
} from './use-api-action';
export {
  type ApiAnswer,
  type ApiLoad,
  type ApiQuery,
  type QueryKey,
  type QueryState,
  queryFailureText,
  useApiQuery,
  useClientQuery,
} from './use-api-query';
export { type TradingWidgetProps, withTrading } from './with-trading';
