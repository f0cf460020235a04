/**
 * The trading family's provider: the API client and session every trading widget calls
 * through, the caller's loan-trading screen (spec §6: which controls are hidden, disabled on a
 * read-only page, or enabled) as the server answers `GET /trading_screen`, and the toasts.
 * Widgets read all of it from `useTrading()` and never re-derive a permission.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, type components, createApiClient, type Session } from '../../api';
import { ToastProvider } from '../../kit/toast';
import { DataState } from './data-state';
import { useClientQuery } from './use-api-query';

/** The caller's loan-trading screen (`GET /trading_screen`): core's `LoanTradingView` plus persona and page flags. */
export type TradingScreen = components['schemas']['TradingScreen'];

/** A loan persona as the server names it (null: none approved). */
export type TradingPersona = TradingScreen['persona'];

/** What `useTrading()` gives every trading widget. */
export interface TradingContextValue {
  readonly client: ApiClient;
  readonly session: Session;
  /** The caller's screen: each control's state, columns and icons (spec §2, §6). */
  readonly view: TradingScreen;
  readonly persona: TradingPersona;
  /** The route configuration marks the loan-trading page read-only: every action is disabled. */
  readonly readOnly: boolean;
}

export const TradingContext = createContext<TradingContextValue | null>(null);

/** Props of {@link TradingProvider}. */
export interface TradingProviderProps {
  readonly session: Session;
  /** Default: a client over `session`. */
  readonly client?: ApiClient;
  /** The caller's screen when the host already has it; otherwise `GET /trading_screen` is asked. */
  readonly screen?: TradingScreen;
  readonly children?: ReactNode;
}

/**
 * Provides client, session, screen and toasts to the trading widgets below it. Until the
 * screen is known it shows the loading sentence; when it cannot be fetched, the §8 failed one.
 */
export function TradingProvider(props: TradingProviderProps) {
  const { session, screen } = props;
  const client = useMemo(() => props.client ?? createApiClient({ session }), [props.client, session]);
  const answer = useClientQuery(client, screen ? null : 'trading_screen', (c, signal) =>
    c.GET('/trading_screen', { signal }),
  );
  const view = screen ?? answer.data?.data;
  const value = useMemo<TradingContextValue | null>(
    () => (view ? { client, session, view, persona: view.persona, readOnly: view.readOnly } : null),
    [client, session, view],
  );
  return (
    <ToastProvider>
      {value ? (
        <TradingContext.Provider value={value}>{props.children}</TradingContext.Provider>
      ) : (
        <DataState state={answer.state === 'failed' ? 'failed' : 'loading'} errorText={answer.errorText} />
      )}
    </ToastProvider>
  );
}

/** The nearest trading provider's client, session and screen; throws outside one (a wiring mistake). */
export function useTrading(): TradingContextValue {
  const value = useContext(TradingContext);
  if (!value) throw new Error('useTrading must be used inside a TradingProvider');
  return value;
}
