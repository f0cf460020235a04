/**
 * Forgot password, both variants (spec §2 /forgot-password, §5): messages on blur, 'Generate
 * OTP' → 'Submit' (mobile), 'Send Code' → 'Reset Password' (email, when redirect_uri names
 * the partner), 'Minimum 8 characters', success back to login keeping redirect_uri, failure.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { ForgotPassword } from '../../widgets/auth/forgot-password';
import type { ForgotPasswordProps } from '../../widgets/auth/props';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, OTP_SENT, refusal, scripted } from './auth-stories';

const meta: Meta<ForgotPasswordProps> = {
  title: 'Auth/ForgotPassword',
  component: ForgotPassword,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onError: fn(), links: { navigate: fn() } },
};
export default meta;
type Story = StoryObj<ForgotPasswordProps>;

const routes = {
  'POST /api/auth/password/reset/otp': { body: OTP_SENT },
  'POST /api/auth/password/reset': { body: { success: true, message: 'Successfully Reset Password' } },
  'POST /api/auth/resend/otp': { body: OTP_SENT },
};
const PARTNER_CALLBACK = 'https://ubargain.demo.test/auth/callback';

export const Mobile: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByText('Minimum 8 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Mobile number')).toHaveAttribute('maxlength', '10');
    await expect(canvas.getByRole('button', { name: 'Generate OTP' })).toBeVisible();
  },
};

export const ValidatedOnBlur: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '12345');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid Indian / US mobile number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret@2027');
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

export const MobileResets: Story = {
  args: { api: scripted(routes).api, redirectUri: PARTNER_CALLBACK.replace('ubargain.', 'partner.') },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Successfully Reset Password')).toBeVisible();
    await waitFor(() =>
      expect(args.links?.navigate).toHaveBeenCalledWith({
        screen: 'login',
        query: { redirect_uri: 'https://partner.demo.test/auth/callback' },
      }),
    );
  },
};

export const EmailVariantForPartner: Story = {
  args: { api: scripted(routes).api, redirectUri: PARTNER_CALLBACK },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'meera@example.test');
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText('OTP sent successfully')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Please enter a valid code')).toBeVisible();
  },
};

export const ResetRefused: Story = {
  args: { api: scripted({ ...routes, 'POST /api/auth/password/reset': refusal(400, 'Invalid OTP') }).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Failed to reset password')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid OTP');
  },
};
