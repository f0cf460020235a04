/**
 * The loans stories' harness: the widget in the real shadow-root host with the trading family's
 * CSS (the custom elements' — the loan detail shows the documents area's widget), under a `TradingProvider` over a scripted API (`mockApi`:
 * the real client and session, only the network fake) and the screen core's
 * `loanTradingView` gives the persona — so a persona story shows what the server would answer.
 */
import type { ReactNode } from 'react';
import type { LoanPersona } from '../../../core/permissions/actor';
import { loanTradingView } from '../../../core/permissions/trading-screen';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { TRADING_CSS } from '../../../widgets/trading/elements';
import { TradingProvider, type TradingScreen } from '../../../widgets/trading/shared';
import { type MockApi, type MockRoutes, mockApi } from '../../support/mock-api';

/** Stories render their own shadow host (with the family's CSS). */
export const LOANS_PARAMETERS = { shadowHost: false } as const;

/** The screen the server answers for `persona` on a page that may be read-only. */
export function screenFor(persona: LoanPersona | null, readOnly = false): TradingScreen {
  const view = loanTradingView(persona, { readOnly });
  return { ...view, tapeUploadOptions: [...view.tapeUploadOptions], persona, readOnly, personaCheck: false };
}

/** A scripted API for one story; keep it to assert on `calls` in the play function. */
export const scripted = (routes: MockRoutes): MockApi => mockApi(routes);

/** The widget as a persona sees it, over `api`. */
export function InTrading(props: {
  api: MockApi;
  persona?: LoanPersona | null;
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <ShadowHost css={TRADING_CSS} className="ispz-story-host">
      <TradingProvider
        session={props.api.session}
        client={props.api.client}
        screen={screenFor(props.persona === undefined ? 'lender' : props.persona, props.readOnly)}
      >
        {props.children}
      </TradingProvider>
    </ShadowHost>
  );
}

/**
 * Sets an input's value as a person picking it would (a date-time picker cannot be typed into
 * reliably): through the native setter, then an input event React listens to.
 */
export function setValue(input: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
