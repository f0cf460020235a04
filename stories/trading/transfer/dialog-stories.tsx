/**
 * The harness of the transfer, due-diligence and tape stories: the widget in the real
 * shadow-root host with the kit's, the shared, the table's and the three areas' CSS, under a
 * `TradingProvider` over a scripted API (`mockApi`: the real client and session, signed in as
 * the persona's sample party) with the screen core's `loanTradingView` gives the persona, and
 * multipart calls (uploads, DD start, tape import) posted through the same scripted server —
 * XHR cannot reach it — with their progress reported.
 */
import type { ReactNode } from 'react';
import type { fn } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { kitCss } from '../../../widgets/kit/styles';
import { tableCss } from '../../../widgets/kit/table';
import { dueDiligenceCss } from '../../../widgets/trading/due-diligence';
import { TradingProvider, tradingSharedCss } from '../../../widgets/trading/shared';
import {
  MultipartSenderContext,
  type MultipartSenderFactory,
  tapesCss,
} from '../../../widgets/trading/tapes';
import { transferCss } from '../../../widgets/trading/transfer';
import { type MockApi, type MockRoutes, mockApi } from '../../support/mock-api';
import { SAMPLE_PARTIES, screenFor } from '../support';

/** The args a story of these areas carries: its scripted server and the callbacks it spies on. */
export interface DialogArgs {
  readonly api: MockApi;
  readonly onSelect?: ReturnType<typeof fn>;
  readonly onUploaded?: ReturnType<typeof fn>;
}

/** Stories render their own shadow host. */
export const DIALOG_PARAMETERS = { shadowHost: false } as const;

/** The sample party a persona signs in as. */
export function partyOf(persona: LoanPersona | null): string {
  if (persona === 'investor') return SAMPLE_PARTIES.investor;
  if (persona === 'due_diligence') return SAMPLE_PARTIES.dueDiligence;
  return SAMPLE_PARTIES.lender;
}

/** A refusal as the server answers it. */
export function refusal(status: number, code: string, error: string) {
  return { status, body: { success: false, code, error, statusText: error } };
}

/** A spreadsheet answer. */
export const XLSX = {
  body: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;

/** A scripted API signed in as `persona`'s party. */
export function scripted(routes: MockRoutes, persona: LoanPersona | null = 'investor'): MockApi {
  const api = mockApi(routes);
  api.session.adopt(
    {
      success: true,
      token: 'story-access-token',
      refreshToken: 'story-refresh-token',
      tokenExpiresAt: '2030-01-01T00:15:00.000Z',
      refreshTokenExpiresAt: '2030-01-08T00:00:00.000Z',
      user: {
        user_id: partyOf(persona),
        role: 'BUSINESSUSER',
        login_mode: { is_business: true, business_id: null, user_role: 'BUSINESSUSER', eid: null },
      },
    } as never,
    'story-xsrf',
  );
  return api;
}

/** Multipart calls through the scripted server: the fields, the file, 50 % then the answer. */
function scriptedMultipart(api: MockApi): MultipartSenderFactory {
  return (request) => async (file, onProgress) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
    form.append(request.fieldName ?? 'file', file, file.name);
    onProgress(50);
    const response = await api.fetch(`/api${request.path}`, { method: 'POST', body: form });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/** The widget as `persona` sees it, over `api`, `width` pixels wide when given. */
export function InTrading(props: {
  api: MockApi;
  persona?: LoanPersona | null;
  readOnly?: boolean;
  width?: number;
  children: ReactNode;
}) {
  const persona = props.persona === undefined ? 'investor' : props.persona;
  return (
    <div style={props.width ? { width: props.width } : undefined}>
      <ShadowHost
        css={[kitCss, tradingSharedCss, tableCss, transferCss, dueDiligenceCss, tapesCss].join('\n')}
        className="ispz-story-host"
      >
        <TradingProvider
          session={props.api.session}
          client={props.api.client}
          screen={screenFor(persona, props.readOnly)}
        >
          <MultipartSenderContext.Provider value={scriptedMultipart(props.api)}>
            {props.children}
          </MultipartSenderContext.Provider>
        </TradingProvider>
      </ShadowHost>
    </div>
  );
}

/** A File a person would pick. */
export function pickedFile(name: string, type: string, content = 'sample file'): File {
  return new File([content], name, { type });
}

/** Records the file names downloads are saved as while `run` runs. */
export async function savedDownloads(run: () => Promise<void>): Promise<string[]> {
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  try {
    await run();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return saved;
}
