/**
 * What the sign-in stories share: a shadow host with the kit's and the family's styles (as an
 * embedded widget has them), the server's answers as fixtures, and `scripted(routes)` — the
 * real `authApiFromClient` over a scripted `fetch` (stories/support/mock-api.ts), so every
 * story exercises the generated client, the session layer and spec §8's error text.
 */
import type { Decorator } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { authCss } from '../../widgets/auth/styles';
import { ShadowHost } from '../../widgets/elements/shadow-host';
import { kitCss } from '../../widgets/kit/styles';
import type { MockRoutes } from '../support/mock-api';
import { mockAuthApi } from '../support/mock-auth-api';
import { widgetCanvas } from '../support/widget-canvas';

/** Renders the story in a shadow root with the kit's and the auth family's CSS. */
export const inAuthHost: Decorator = (Story) => (
  <ShadowHost css={`${kitCss}\n${authCss}`} className="ispz-story-host">
    <Story />
  </ShadowHost>
);

/** Parameters every auth story uses: its own host instead of the global one. */
export const AUTH_PARAMETERS = { shadowHost: false } as const;

/** The server's token answer (adapters/http/auth/README.md "Tokens"). */
export const TOKENS = {
  success: true,
  token: 'story-access-token',
  refreshToken: 'story-refresh-token',
  tokenExpiresAt: '2030-01-01T00:15:00.000Z',
  refreshTokenExpiresAt: '2030-01-08T00:00:00.000Z',
  user: {
    user_id: '0190a1b2-0000-7000-8000-000000000001',
    role: 'consumer',
    login_mode: { is_business: false, business_id: null, user_role: 'consumer', eid: null },
  },
} as const;

/** 'OTP sent successfully'. */
/** The scripted server's referral check: only 'ASHA2026' is a code it knows. */
export const REFERRAL_CHECK = {
  'GET /api/users/validate/referralCode': (request: Request) => ({
    body: { success: true, valid: new URL(request.url).searchParams.get('code') === 'ASHA2026' },
  }),
};

export const OTP_SENT = {
  success: true,
  message: 'OTP sent successfully',
  expiresAt: '2030-01-01T00:10:00.000Z',
};

/** A refusal in the server's one error shape. */
export function refusal(status: number, error: string, extra: Record<string, unknown> = {}) {
  return { status, body: { success: false, code: 'AUTH.REFUSED', error, statusText: 'Refused', ...extra } };
}

/** The uBargain ecosystem's public profile; its pictures are not served here, so they fail. */
export const UBARGAIN = {
  success: true,
  _id: '0190a1b2-0000-7000-8000-0000000000e1',
  profile_pic: 'ubargain-logo.png',
  banner_pic: [],
  ecosystem_name: 'uBargain',
  ecosystem_uri: 'ubargain.demo.test',
  ecosystem_url: 'ubargain.demo.test',
};

/** A scripted server; unknown routes answer 404 in the server's shape. */
export function scripted(routes: MockRoutes) {
  return mockAuthApi(routes);
}

/** Types an email and password into the login form and presses Login; returns the queries. */
export async function fillPassword(canvasElement: HTMLElement, label = 'Email or Mobile') {
  const canvas = widgetCanvas(canvasElement);
  await userEvent.type(canvas.getByLabelText(label), 'asha@example.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}
