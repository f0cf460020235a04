/**
 * The bidding stories' harness: a widget in the real shadow-root host with the kit's, the
 * table's and the bidding CSS, under a `TradingProvider` over a scripted API (`mockApi`: the
 * real client and session, only the network fake), with the screen core's `loanTradingView`
 * gives the persona. The bulk upload's file goes through the same scripted server (its
 * sender posts the multipart body with the mock's fetch), so its calls are asserted alike.
 */
import type { ReactNode } from 'react';
import { waitFor, within } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { loanTradingView } from '../../../core/permissions/trading-screen';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { kitCss } from '../../../widgets/kit/styles';
import { tableCss } from '../../../widgets/kit/table';
import type { UploadSender } from '../../../widgets/kit/upload-xhr';
import { BulkBidSenderContext, biddingCss } from '../../../widgets/trading/bidding';
import { TradingProvider, type TradingScreen } from '../../../widgets/trading/shared';
import type { MockApi } from '../../support/mock-api';
import { widgetFrame } from '../../support/widget-canvas';

/** Stories render their own shadow host (with the table's and the area's CSS). */
export const BIDDING_PARAMETERS = { shadowHost: false } as const;

/** The bidder of every story. */
export const INVESTOR_ID = 'investor-1';

/** The screen the server answers for `persona` on a page that may be read-only. */
export function screenFor(persona: LoanPersona | null, readOnly = false): TradingScreen {
  const view = loanTradingView(persona, { readOnly });
  return { ...view, tapeUploadOptions: [...view.tapeUploadOptions], persona, readOnly, personaCheck: false };
}

/** A bulk-upload sender over the scripted server: progress 50 then 100, then its answer. */
export function mockBulkSender(api: MockApi) {
  return (confirm: boolean): UploadSender =>
    async (file, onProgress) => {
      const form = new FormData();
      form.append('confirm', String(confirm));
      form.append('file', file, file.name);
      onProgress(50);
      const response = await api.fetch(`/api/bulk_bid_upload?confirm=${confirm}`, {
        method: 'POST',
        body: form,
      });
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

/** The widget as a persona sees it, over `api`. */
export function InBidding(props: {
  api: MockApi;
  persona?: LoanPersona | null;
  readOnly?: boolean;
  /** A narrow frame (phones: 375 px). */
  width?: number;
  children: ReactNode;
}) {
  return (
    <div style={props.width ? { width: props.width } : undefined}>
      <ShadowHost css={[kitCss, tableCss, biddingCss].join('\n')} className="ispz-story-host">
        <TradingProvider
          session={props.api.session}
          client={props.api.client}
          screen={screenFor(props.persona === undefined ? 'investor' : props.persona, props.readOnly)}
        >
          <BulkBidSenderContext.Provider value={mockBulkSender(props.api)}>
            {props.children}
          </BulkBidSenderContext.Provider>
        </TradingProvider>
      </ShadowHost>
    </div>
  );
}

/** Queries inside the story's shadow host, once its frame has rendered. */
export function storyCanvas(canvasElement: HTMLElement) {
  return waitFor(() => {
    const frame = widgetFrame(canvasElement);
    if (frame === canvasElement) throw new Error('the shadow host has not rendered yet');
    return within(frame);
  });
}
