/**
 * The grids stories' harness: a grid in the real shadow-root host with the kit's, the table's,
 * the bidding area's (the bid input) and the grids' CSS, under a `TradingProvider` over a
 * scripted API with the screen core's `loanTradingView` gives the persona (and the persona
 * check, which offers Import Loan Files). Import Loan Files posts through the same scripted
 * server, so its call is asserted like the others.
 */
import type { ReactNode } from 'react';
import type { LoanPersona } from '../../../core/permissions/actor';
import { loanTradingView } from '../../../core/permissions/trading-screen';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { kitCss } from '../../../widgets/kit/styles';
import { tableCss } from '../../../widgets/kit/table';
import type { UploadSender } from '../../../widgets/kit/upload-xhr';
import { biddingCss } from '../../../widgets/trading/bidding';
import { gridsCss, ImportSenderContext } from '../../../widgets/trading/grids';
import { TradingProvider, type TradingScreen } from '../../../widgets/trading/shared';
import type { MockApi } from '../../support/mock-api';

export { storyCanvas } from '../bidding/bidding-stories';

/** Stories render their own shadow host (with the table's and the area's CSS). */
export const GRID_PARAMETERS = { shadowHost: false } as const;

/** The screen the server answers for `persona`. */
export function screenFor(persona: LoanPersona, readOnly = false, personaCheck = false): TradingScreen {
  const view = loanTradingView(persona, { readOnly, personaCheckEnabled: personaCheck });
  return { ...view, tapeUploadOptions: [...view.tapeUploadOptions], persona, readOnly, personaCheck };
}

/** An import sender over the scripted server: progress 50 then 100, then its answer. */
function mockImportSender(api: MockApi) {
  return (tapeName: string): UploadSender =>
    async (file, onProgress) => {
      const form = new FormData();
      form.append('tapeName', tapeName);
      form.append('xlsxFile', file, file.name);
      onProgress(50);
      const response = await api.fetch('/api/excel_Upload', { method: 'POST', body: form });
      onProgress(100);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body };
    };
}

/** The grid as a persona sees it, over `api`. */
export function InGrid(props: {
  api: MockApi;
  persona: LoanPersona;
  readOnly?: boolean;
  personaCheck?: boolean;
  width?: number;
  children: ReactNode;
}) {
  return (
    <div style={props.width ? { width: props.width } : undefined}>
      <ShadowHost css={[kitCss, tableCss, biddingCss, gridsCss].join('\n')} className="ispz-story-host">
        <TradingProvider
          session={props.api.session}
          client={props.api.client}
          screen={screenFor(props.persona, props.readOnly, props.personaCheck)}
        >
          <ImportSenderContext.Provider value={mockImportSender(props.api)}>
            {props.children}
          </ImportSenderContext.Provider>
        </TradingProvider>
      </ShadowHost>
    </div>
  );
}
