/**
 * Verify mobile (spec §2 /verify-mobile): empty, the mobile messages, the code step with
 * 'Resend OTP', pending, and a wrong code refused by the server ('Invalid OTP').
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import type { VerifyMobileProps } from '../../widgets/auth/props';
import { VerifyMobile } from '../../widgets/auth/verify-mobile';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, OTP_SENT, refusal, scripted, TOKENS } from './auth-stories';

const meta: Meta<VerifyMobileProps> = {
  title: 'Auth/VerifyMobile',
  component: VerifyMobile,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onError: fn(), links: { navigate: fn() } },
};
export default meta;
type Story = StoryObj<VerifyMobileProps>;

const routes = {
  'POST /api/auth/sendotp': { body: OTP_SENT },
  'POST /api/auth/verify/otp': { body: TOKENS },
  'POST /api/auth/resend/otp': { body: OTP_SENT },
};

/** Like the other screens, a way back: 'Back to login' goes to the login screen. */
export const Empty: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(widgetCanvas(canvasElement).getByRole('link', { name: 'Back to login' }));
    await expect(args.links?.navigate).toHaveBeenCalledWith(expect.objectContaining({ screen: 'login' }));
  },
};

export const MobileMessages: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Enter Mobile Number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Mobile number'), '5876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Please enter a valid Indian / US mobile number')).toBeVisible();
  },
};

export const Verifies: Story = {
  args: { api: scripted(routes).api, mobile: '9876543210' },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalled());
  },
};

export const Pending: Story = {
  args: { api: scripted({ ...routes, 'POST /api/auth/sendotp': 'pending' }).api, mobile: '9876543210' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Generate OTP' })).toBeDisabled());
  },
};

export const WrongCode: Story = {
  args: {
    api: scripted({ ...routes, 'POST /api/auth/verify/otp': refusal(400, 'Invalid OTP') }).api,
    mobile: '9876543210',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '54321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP');
    await expect(canvas.getByLabelText('OTP')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};
