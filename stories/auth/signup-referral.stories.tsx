/**
 * Sign-up's referral code (spec §4, §5): from the URL (upper-cased, locked, checked at once),
 * refused by the server ('Referral code is invalid', no OTP sent), a server failure counted as
 * invalid, and Generate OTP disabled with a note while the check runs.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn } from 'storybook/test';
import type { SignupProps } from '../../widgets/auth/props';
import { Signup } from '../../widgets/auth/signup';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, OTP_SENT, REFERRAL_CHECK, refusal, scripted } from './auth-stories';

const meta: Meta<SignupProps> = {
  title: 'Auth/Signup/Referral',
  component: Signup,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onSignup: fn(), onError: fn(), links: { navigate: fn() }, countryIso: 'IN' },
};
export default meta;
type Story = StoryObj<SignupProps>;

const routes = {
  ...REFERRAL_CHECK,
  'POST /api/auth/signup/otp': { body: OTP_SENT },
};

async function fillDetails(canvasElement: HTMLElement) {
  const canvas = widgetCanvas(canvasElement);
  await userEvent.type(canvas.getByLabelText('First name'), 'Asha');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Rao');
  await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
  await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
  return canvas;
}

export const ReferralFromUrl: Story = {
  args: { api: scripted(routes).api, referralCode: 'asha2026' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const referral = canvas.getByLabelText('Referral code (optional)');
    await expect(referral).toHaveValue('ASHA2026');
    await expect(referral).toHaveAttribute('readonly');
  },
};

export const ReferralRefused: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillDetails(canvasElement);
    const referral = canvas.getByLabelText('Referral code (optional)');
    await userEvent.type(referral, 'nobody1');
    // spec §2: referral codes upper case, as typed
    await expect(referral).toHaveValue('NOBODY1');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Referral code is invalid')).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(canvas.queryByLabelText('OTP')).toBeNull();
  },
};

export const ReferralServerDown: Story = {
  args: { api: scripted({ ...routes, 'GET /api/users/validate/referralCode': refusal(502, '') }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.type(canvas.getByLabelText('Referral code (optional)'), 'ASHA2026');
    await userEvent.tab();
    await expect(await canvas.findByText('Referral code is invalid')).toBeVisible();
  },
};

export const CheckingReferral: Story = {
  args: { api: scripted({ ...routes, 'GET /api/users/validate/referralCode': 'pending' }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.type(canvas.getByLabelText('Referral code (optional)'), 'ASHA2026');
    await userEvent.tab();
    await expect(await canvas.findByText('Checking the referral code…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate OTP' })).toBeDisabled();
  },
};
