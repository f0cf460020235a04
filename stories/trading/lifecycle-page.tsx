/**
 * The life-cycle test's page: signs a demo persona in through the API (`?as=<email>`), then
 * mounts each trading widget named in `?widgets=` with that session through the family's
 * `mount()`, as a host page composes them — the pool filters' `ispz:filter` re-mounts the
 * records with the new query. A widget the family has no element row for yet is rendered as
 * its React component in a shadow host with the family's CSS, under a provider with the same
 * session. `window.lifecycle` says when the widgets are mounted (or why not).
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, createSession } from '../../widgets/api';
import { ShadowHost } from '../../widgets/elements/shadow-host';
import {
  LoanRecords,
  mountTrading,
  NewStipulationDialog,
  PurchaseApprovalGrid,
  StipulationChat,
  TRADING_CSS,
  TradingProvider,
  tradingWidgetNames,
} from '../../widgets/trading';
import { DdStartDialog } from '../../widgets/trading/due-diligence';
import { dueDiligenceCss } from '../../widgets/trading/due-diligence/styles';
import { PoolFilters } from '../../widgets/trading/filters/pool-filters';
import { filtersCss } from '../../widgets/trading/filters/styles';
import { gridsCss } from '../../widgets/trading/grids/styles';
import { recordsCss } from '../../widgets/trading/records/styles';
import { stipulationsCss } from '../../widgets/trading/stipulations/styles';

type AnyWidget = ComponentType<Record<string, unknown>>;

/** Components of widgets the element table may not list yet, by element name. */
const COMPONENTS: Record<string, AnyWidget> = {
  'pool-filters': PoolFilters as unknown as AnyWidget,
  'loan-records': LoanRecords as unknown as AnyWidget,
  'purchase-approval-grid': PurchaseApprovalGrid as unknown as AnyWidget,
  'dd-start': DdStartDialog as unknown as AnyWidget,
  'new-stipulation': NewStipulationDialog as unknown as AnyWidget,
  'stipulation-chat': StipulationChat as unknown as AnyWidget,
};
const CSS = [TRADING_CSS, recordsCss, filtersCss, gridsCss, dueDiligenceCss, stipulationsCss].join('\n');

const params = new URLSearchParams(location.search);
const PASSWORD = 'Demo@2026!';

async function signIn() {
  const session = createSession({ baseUrl: '' });
  const client = createApiClient({ session });
  const { error } = await client.POST('/auth/login', {
    body: { username: params.get('as') ?? '', password: PASSWORD },
  });
  if (error !== undefined || !session.isAuthenticated())
    throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
  return { session, client };
}

/** What the element would dispatch for `onFilter`: `ispz:filter` with the query. */
const announce = (host: HTMLElement) => (query: unknown) =>
  host.dispatchEvent(new CustomEvent('ispz:filter', { detail: query, bubbles: true, composed: true }));

async function start() {
  const signed = await signIn();
  const props = JSON.parse(params.get('props') ?? '{}') as Record<string, Record<string, unknown>>;
  const unmounts = new Map<string, () => void>();
  const place = (widget: string, extra: Record<string, unknown> = {}) => {
    let host = document.getElementById(widget);
    if (!host) {
      host = document.createElement('section');
      host.id = widget;
      document.getElementById('root')?.append(host);
    }
    unmounts.get(widget)?.();
    const given = { ...(props[widget] ?? {}), ...extra };
    if (tradingWidgetNames().includes(widget)) {
      unmounts.set(widget, mountTrading(host, { widget, ...signed, ...given }));
      return;
    }
    const Component = COMPONENTS[widget];
    if (!Component) throw new Error(`Unknown widget: ${widget}`);
    const root = createRoot(host);
    root.render(
      <ShadowHost css={CSS}>
        <TradingProvider session={signed.session} client={signed.client}>
          <Component {...given} {...(widget === 'pool-filters' ? { onFilter: announce(host) } : {})} />
        </TradingProvider>
      </ShadowHost>,
    );
    unmounts.set(widget, () => root.unmount());
  };
  const widgets = (params.get('widgets') ?? '').split(',').filter(Boolean);
  for (const widget of widgets) place(widget);
  document.addEventListener('ispz:filter', (event) => {
    if (widgets.includes('loan-records')) place('loan-records', { query: event.detail });
  });
  return widgets;
}

declare global {
  interface Window {
    lifecycle: Promise<string[]>;
  }
}
window.lifecycle = start();
