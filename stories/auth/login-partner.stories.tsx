/**
 * Login for a partner (spec §2 /login with redirect_uri and ecosystem_uri): the ubargain
 * 'Email' label and default image when its logo cannot load, the single-use code redirect and
 * links that carry the query on, and a refused redirect that logs out with the error toast.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Login } from '../../widgets/auth/login';
import type { LoginProps } from '../../widgets/auth/props';
import { widgetCanvas } from '../support/widget-canvas';
import {
  AUTH_PARAMETERS,
  fillPassword,
  inAuthHost,
  refusal,
  scripted,
  TOKENS,
  UBARGAIN,
} from './auth-stories';

const meta: Meta<LoginProps> = {
  title: 'Auth/Login/Partner',
  component: Login,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onError: fn(), goTo: fn(), links: { navigate: fn() } },
};
export default meta;
type Story = StoryObj<LoginProps>;

const partner = scripted({
  'GET /api/businesses/ecosystem': { body: UBARGAIN },
  'POST /api/auth/login': { body: TOKENS },
  'POST /api/auth/ecosystem/code': {
    body: {
      success: true,
      redirectTo: 'https://ubargain.demo.test/auth/callback?code=one-time',
      expiresAt: 'x',
    },
  },
});

export const PartnerUbargain: Story = {
  args: {
    api: partner.api,
    ecosystemUri: 'ubargain.demo.test',
    redirectUri: 'https://ubargain.demo.test/auth/callback',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.queryByLabelText('Email or Mobile')).toBeNull();
    await expect(await canvas.findByRole('img', { name: 'Platform logo' })).toBeVisible();
    await fillPassword(canvasElement, 'Email');
    await waitFor(() =>
      expect(args.goTo).toHaveBeenCalledWith('https://ubargain.demo.test/auth/callback?code=one-time'),
    );
    const link = canvas.getByRole('link', { name: 'Sign up' });
    await expect(link.getAttribute('href')).toContain(
      'redirect_uri=https%3A%2F%2Fubargain.demo.test%2Fauth%2Fcallback',
    );
  },
};

export const RefusedRedirect: Story = {
  args: {
    api: scripted({
      'POST /api/auth/login': { body: TOKENS },
      'POST /api/auth/ecosystem/code': refusal(403, 'Redirect URI is not registered for this ecosystem', {
        logout: true,
      }),
      'POST /api/auth/logout': { body: { success: true } },
    }).api,
    redirectUri: 'https://evil.example/cb',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByText('Redirect URI is not registered for this ecosystem')).toBeVisible();
    await expect(args.goTo).not.toHaveBeenCalled();
  },
};
