/**
 * The stipulation and document stories' harness: the widget in the real shadow-root host with
 * the kit's, the shared and both areas' CSS, under a `TradingProvider` over a scripted API
 * (`mockApi`: the real client and session, signed in as the persona's sample party), the
 * screen core's `loanTradingView` gives the persona, and file uploads posted through the same
 * scripted server (XHR cannot reach it) with their progress reported.
 */
import type { ReactNode } from 'react';
import type { LoanPersona } from '../../../core/permissions/actor';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { kitCss } from '../../../widgets/kit/styles';
import { documentsCss } from '../../../widgets/trading/documents';
import { TradingProvider, tradingSharedCss } from '../../../widgets/trading/shared';
import {
  MultipartSenderContext,
  type MultipartSenderFactory,
} from '../../../widgets/trading/shared/multipart-sender';
import { stipulationsCss } from '../../../widgets/trading/stipulations';
import { type MockApi, type MockRoutes, mockApi } from '../../support/mock-api';
import { SAMPLE_PARTIES, screenFor } from '../support';

/** Stories render their own shadow host. */
export const DOCUMENT_PARAMETERS = { shadowHost: false } as const;

/** The sample party a persona signs in as. */
export function partyOf(persona: LoanPersona | null): string {
  if (persona === 'investor') return SAMPLE_PARTIES.investor;
  if (persona === 'due_diligence') return SAMPLE_PARTIES.dueDiligence;
  return SAMPLE_PARTIES.lender;
}

/** The scripted server's `/upload_file` answer for a file. */
export function uploadAnswer(name: string) {
  const blobName = `${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}${'0'.repeat(40)}`.slice(0, 64);
  return {
    success: true,
    statusText: 'File uploaded successfully',
    blobName,
    data: { blobName, fileNameGiven: name, size: 12 },
  };
}

/** A scripted API signed in as `persona`'s party, answering uploads unless `routes` says otherwise. */
export function scripted(routes: MockRoutes, persona: LoanPersona | null = 'investor'): MockApi {
  const api = mockApi({
    'POST /api/upload_file': async (request) => {
      const form = await request.formData();
      const file = form.get('file');
      return { status: 201, body: uploadAnswer(file instanceof File ? file.name : 'file') };
    },
    ...routes,
  });
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

/** Uploads through the scripted server: multipart `file`, 50 % then the answer. */
function scriptedUploads(api: MockApi): MultipartSenderFactory {
  return (request) => async (file, onProgress) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
    form.append(request.fieldName ?? 'file', file, file.name);
    onProgress(50);
    const response = await api.fetch(`/api${request.path}`, { method: 'POST', body: form });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/** The widget as `persona` sees it, over `api`. */
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
        css={[kitCss, tradingSharedCss, documentsCss, stipulationsCss].join('\n')}
        className="ispz-story-host"
      >
        <TradingProvider
          session={props.api.session}
          client={props.api.client}
          screen={screenFor(persona, props.readOnly)}
        >
          <MultipartSenderContext.Provider value={scriptedUploads(props.api)}>
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
