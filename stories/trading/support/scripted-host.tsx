/**
 * The dialog-heavy trading stories' host (documents, stipulations, transfer, due diligence,
 * tapes): a scripted API (`mockApi`: the real client and session) signed in as the persona's
 * sample party; the widget in the real shadow-root host with the given CSS, under a
 * `TradingProvider` showing the screen core's `loanTradingView` gives the persona; and
 * multipart calls (uploads, DD start, tape import) posted through the same scripted server —
 * XHR cannot reach it — with their progress reported.
 */
import type { ReactNode } from 'react';
import type { LoanPersona } from '../../../core/permissions/actor';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { TradingProvider } from '../../../widgets/trading/shared';
import {
  MultipartSenderContext,
  type MultipartSenderFactory,
} from '../../../widgets/trading/shared/multipart-sender';
import { type MockApi, type MockRoutes, mockApi } from '../../support/mock-api';
import { SAMPLE_PARTIES } from './sample-loans';
import { screenFor } from './trading-story';

/** The sample party a persona signs in as. */
export function partyOf(persona: LoanPersona | null): string {
  if (persona === 'investor') return SAMPLE_PARTIES.investor;
  if (persona === 'due_diligence') return SAMPLE_PARTIES.dueDiligence;
  return SAMPLE_PARTIES.lender;
}

/** A scripted API signed in as `persona`'s party. */
export function signedInApi(routes: MockRoutes, persona: LoanPersona | null = 'investor'): MockApi {
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

/** Props of `ScriptedTrading`. */
export interface ScriptedTradingProps {
  readonly api: MockApi;
  readonly persona?: LoanPersona | null;
  readonly readOnly?: boolean;
  /** The host's width in pixels (375: a phone). */
  readonly width?: number;
  readonly children: ReactNode;
}

/** The widget as `persona` sees it, over `api`, with `css` adopted in its shadow root. */
export function ScriptedTrading(props: ScriptedTradingProps & { readonly css: string }) {
  const persona = props.persona === undefined ? 'investor' : props.persona;
  return (
    <div style={props.width ? { width: props.width } : undefined}>
      <ShadowHost css={props.css} className="ispz-story-host">
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
