/**
 * Login in every state of spec §2/§5: empty, each validation message, pending, the server's
 * refusal, mobile + OTP, the email-OTP form (`loginMode`), the partner (brand, single-use
 * code redirect, refused redirect: login-partner.stories.tsx). Plays drive the flows with
 * user-event (the copy in storybook/test does not follow focus into a shadow root).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { Login } from '../../widgets/auth/login';
import type { LoginProps } from '../../widgets/auth/props';
import { widgetCanvas } from '../support/widget-canvas';
import {
  AUTH_PARAMETERS,
  fillPassword,
  inAuthHost,
  OTP_SENT,
  refusal,
  scripted,
  TOKENS,
} from './auth-stories';

const meta: Meta<LoginProps> = {
  title: 'Auth/Login',
  component: Login,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onError: fn(), goTo: fn(), links: { navigate: fn() } },
};
export default meta;
type Story = StoryObj<LoginProps>;

const server = scripted({
  'POST /api/auth/login': { body: TOKENS, headers: { 'x-xsrf-token': 'story-xsrf' } },
  'POST /api/auth/sendotp': { body: OTP_SENT },
  'POST /api/auth/login/otp': { body: TOKENS },
  'POST /api/auth/resend/otp': { body: OTP_SENT },
});

export const Empty: Story = { args: { api: server.api } };

export const RequiredMessages: Story = {
  args: { api: server.api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const InvalidIdentifierAndPassword: Story = {
  args: { api: server.api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or Mobile'), 'asha rao!');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter a valid email or mobile')).toBeVisible();
    await expect(canvas.getByText('Enter a valid password')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { api: scripted({ 'POST /api/auth/login': 'pending' }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    const button = canvas.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { api: scripted({ 'POST /api/auth/login': refusal(400, 'Invalid username or password') }).api },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(args.onError).toHaveBeenCalledWith('Invalid username or password');
  },
};

export const Offline: Story = {
  args: { api: scripted({ 'POST /api/auth/login': 'offline' }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internet connection lost');
  },
};

export const SignsIn: Story = {
  args: { api: server.api },
  play: async ({ canvasElement, args }) => {
    await fillPassword(canvasElement);
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith(expect.objectContaining({ token: TOKENS.token })),
    );
    await expect(args.links?.navigate).toHaveBeenCalledWith({ screen: 'dashboard', query: {} });
  },
};

export const MobileOtp: Story = {
  args: { api: server.api },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login with mobile and OTP' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Enter Mobile Number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('OTP sent successfully')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter a valid OTP')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalled());
  },
};

export const EmailOtpForLender: Story = {
  args: {
    api: server.api,
    loginMode: true,
    email: 'lender@demo.test',
    action: 'transferTape',
    tapeName: 'Tape-7',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('lender@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.links?.navigate).toHaveBeenCalledWith({
        screen: 'lender-actions',
        query: { action: 'transferTape', tapeName: 'Tape-7' },
      }),
    );
  },
};

export const EmailOtpInvalidEmail: Story = {
  args: { api: server.api, loginMode: true },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
  },
};
