/**
 * One component, two homes: inside the dashboard a trading widget finds the provider above it;
 * as a custom element or through `mount()` it is given a session (and maybe a client and the
 * screen) and provides for itself. `withTrading` makes every trading widget work both ways.
 */
import { type ComponentType, useContext } from 'react';
import type { ApiClient, Session } from '../../api';
import { TradingContext, TradingProvider, type TradingScreen } from './trading-context';
import { TRADING_TEXT } from './trading-text';

/** What a trading widget takes to work standalone; ignored inside a `TradingProvider`. */
export interface TradingWidgetProps {
  /** The signed-in session (the element's host gives it; the dashboard's provider has it). */
  readonly session?: Session;
  /** Default: a client over `session`. */
  readonly client?: ApiClient;
  /** The caller's `GET /trading_screen` answer when the host already has it. */
  readonly screen?: TradingScreen;
}

/**
 * `Component` that renders inside the nearest `TradingProvider`, or opens its own from the
 * `session`/`client`/`screen` props when there is none.
 *
 * @example
 * export const LoanRecords = withTrading(LoanRecordsView);
 * <LoanRecords session={session} />            // standalone
 * <TradingProvider session={s}><LoanRecords /></TradingProvider> // in the dashboard
 */
export function withTrading<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P & TradingWidgetProps> {
  function Trading(props: P & TradingWidgetProps) {
    const outer = useContext(TradingContext);
    const { session, client, screen, ...own } = props;
    const inner = <Component {...(own as P)} />;
    if (outer) return inner;
    if (!session) throw new Error(TRADING_TEXT.noSession);
    return (
      <TradingProvider session={session} client={client} screen={screen}>
        {inner}
      </TradingProvider>
    );
  }
  Trading.displayName = `withTrading(${Component.displayName ?? Component.name ?? 'Widget'})`;
  return Trading;
}
