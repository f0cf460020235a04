/**
 * `<ispz-login>` on a partner's page, as the partner writes it: the element in the page's HTML,
 * themed by the tenant's colour through CSS custom properties, and the page's own script
 * listening to `ispz:*` events on the document. The server is mocked at the API-client
 * boundary (the page's `fetch`), so the element's own session and client run for real.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { defineElements } from '../../widgets/elements/auth-elements';
import type { LoginElementAttributes } from '../../widgets/elements/jsx-elements';
import { type MockRoutes, mockApi } from '../support/mock-api';
import { findElementCanvas, widgetCanvas } from '../support/widget-canvas';

const TENANT_ACCENT = 'rgb(11, 110, 79)';

const TOKENS = {
  success: true,
  token: 'access-1',
  refreshToken: 'refresh-1',
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-01-08T00:00:00.000Z',
  user: {
    user_id: 'u-1001',
    role: 'consumer',
    login_mode: { is_business: false, business_id: null, user_role: 'consumer', eid: null },
  },
};

interface PageArgs {
  /** The element's attributes, as the partner writes them. */
  readonly attributes: LoginElementAttributes;
}

function PartnerPage({ attributes }: PageArgs) {
  const [status, setStatus] = useState('');
  useEffect(() => {
    defineElements();
    const onLogin = (e: DocumentEventMap['ispz:login']) =>
      setStatus(`Signed in as user ${e.detail.user.user_id}`);
    const onError = (e: DocumentEventMap['ispz:error']) =>
      setStatus(`The widget reported: ${e.detail.message}`);
    document.addEventListener('ispz:login', onLogin);
    document.addEventListener('ispz:error', onError);
    return () => {
      document.removeEventListener('ispz:login', onLogin);
      document.removeEventListener('ispz:error', onError);
    };
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: '28rem' }}>
      <h1>Acme Lending</h1>
      <style>{'ispz-login { display: block; --ispz-accent: #0b6e4f; --ispz-accent-hover: #095c42; }'}</style>
      <ispz-login {...attributes} />
      <p role="status">{status}</p>
    </main>
  );
}

/** Scripts the page's `fetch` for one story and puts the real one back afterwards. */
const server = (routes: MockRoutes) => () => {
  const real = globalThis.fetch;
  globalThis.fetch = mockApi(routes).fetch;
  return () => {
    globalThis.fetch = real;
  };
};

const meta: Meta<PageArgs> = {
  title: 'Elements/Partner page',
  component: PartnerPage,
  parameters: { shadowHost: false },
  args: { attributes: { 'api-base': 'https://platform.example' } },
};
export default meta;

type Story = StoryObj<PageArgs>;

async function signIn(canvasElement: HTMLElement) {
  const login = await findElementCanvas(canvasElement, 'ispz-login');
  await userEvent.type(await login.findByLabelText('Email or Mobile'), 'asha@example.test');
  await userEvent.type(login.getByLabelText('Password'), 'Secret@2026');
  await userEvent.click(login.getByRole('button', { name: 'Login' }));
}

/** The tenant's colour reaches the button inside the shadow root; a sign-in reaches the page. */
export const SignsInAndTellsThePage: Story = {
  beforeEach: server({ 'POST /api/auth/login': { body: TOKENS, headers: { 'x-xsrf-token': 'x1' } } }),
  play: async ({ canvasElement }) => {
    const login = await findElementCanvas(canvasElement, 'ispz-login');
    const button = await login.findByRole('button', { name: 'Login' });
    await expect(getComputedStyle(button).backgroundColor).toBe(TENANT_ACCENT);
    await signIn(canvasElement);
    await expect(await widgetCanvas(canvasElement).findByText('Signed in as user u-1001')).toBeVisible();
  },
};

/** A refusal is shown in the widget and reported to the page as `ispz:error`. */
export const ReportsARefusal: Story = {
  beforeEach: server({
    'POST /api/auth/login': {
      status: 400,
      body: {
        success: false,
        code: 'AUTH.INVALID_CREDENTIALS',
        error: 'Invalid credentials',
        statusText: 'Bad Request',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await findElementCanvas(canvasElement, 'ispz-login');
    await signIn(canvasElement);
    await expect(
      await widgetCanvas(canvasElement).findByText('The widget reported: Invalid credentials'),
    ).toBeVisible();
  },
};

/** `login-mode` on the element opens the email-OTP form. */
export const EmailOtpByAttribute: Story = {
  args: { attributes: { 'api-base': 'https://platform.example', 'login-mode': '' } },
  play: async ({ canvasElement }) => {
    const login = await findElementCanvas(canvasElement, 'ispz-login');
    await expect(await login.findByRole('button', { name: 'Generate OTP' })).toBeVisible();
    await expect(login.queryByLabelText('Password')).toBeNull();
  },
};
