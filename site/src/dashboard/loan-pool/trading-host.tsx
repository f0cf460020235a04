/**
 * The loan-pool pages' trading widgets in one shadow root with the trading family's styles
 * (and the due-diligence dialogs' and the page's own), under one `TradingProvider` over the
 * site's signed-in session and API client — the pattern of the lender-action views. The
 * provider asks `GET /trading_screen` and shows the loading or §8 failed sentence until it knows.
 */
/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import { ShadowHost } from '../../../../widgets/elements/shadow-host';
import { dueDiligenceCss } from '../../../../widgets/trading/due-diligence/styles';
import { TRADING_CSS } from '../../../../widgets/trading/elements';
import { TradingProvider } from '../../../../widgets/trading/shared/trading-context';
import { useSite } from '../../app/site-context';
import workspaceCss from './loan-pool-workspace.css?inline';

const CSS = `${TRADING_CSS}\n${dueDiligenceCss}\n${workspaceCss}`;

export function TradingHost({ children }: { readonly children: ReactNode }) {
  const { session, api } = useSite();
  return (
    <ShadowHost css={CSS} className="loan-pool__host">
      <TradingProvider session={session} client={api}>
        {children}
      </TradingProvider>
    </ShadowHost>
  );
}
