/**
 * Sign-up in every state of spec §2/§4/§5: empty, the field messages (the referral code's
 * states are in signup-referral.stories.tsx), the ubargain age gate (Generate OTP disabled until ticked), the code step (referral locked),
 * pending and the server's refusal.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import type { SignupProps } from '../../widgets/auth/props';
import { Signup } from '../../widgets/auth/signup';
import { widgetCanvas } from '../support/widget-canvas';
import {
  AUTH_PARAMETERS,
  inAuthHost,
  OTP_SENT,
  REFERRAL_CHECK,
  refusal,
  scripted,
  TOKENS,
  UBARGAIN,
} from './auth-stories';

const meta: Meta<SignupProps> = {
  title: 'Auth/Signup',
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
  'POST /api/auth/signup': { status: 201, body: TOKENS },
  'GET /api/businesses/ecosystem': { body: UBARGAIN },
};

async function fillDetails(canvasElement: HTMLElement) {
  const canvas = widgetCanvas(canvasElement);
  await userEvent.type(canvas.getByLabelText('First name'), 'Asha');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Rao');
  await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
  await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
  return canvas;
}

export const Empty: Story = { args: { api: scripted(routes).api } };

export const FieldMessages: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email (optional)'), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid Email')).toBeVisible();
    await expect(canvas.getByText('Enter Mobile Number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('First name'), 'Asha1');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '1234567890');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Please enter a valid first name')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid Indian / US mobile number')).toBeVisible();
    await expect(
      canvas.getByText('Please enter a valid password allowed special characters are @$.!%*#?&'),
    ).toBeVisible();
  },
};

export const UbargainAgeGate: Story = {
  args: { api: scripted(routes).api, ecosystemUri: 'ubargain.demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    const generate = canvas.getByRole('button', { name: 'Generate OTP' });
    await expect(generate).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('I confirm that I am 18 years or older'));
    await expect(generate).toBeEnabled();
  },
};

export const CodeStep: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.type(canvas.getByLabelText('Referral code (optional)'), 'ASHA2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('OTP sent successfully')).toBeVisible();
    await expect(canvas.getByLabelText('Referral code (optional)')).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(args.onSignup).toHaveBeenCalled());
    await expect(args.onLogin).toHaveBeenCalledWith(expect.objectContaining({ token: TOKENS.token }));
  },
};

export const Pending: Story = {
  args: { api: scripted({ ...routes, 'POST /api/auth/signup/otp': 'pending' }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Generate OTP' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: {
    api: scripted({
      ...routes,
      'POST /api/auth/signup/otp': refusal(409, 'This mobile number is already registered'),
    }).api,
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This mobile number is already registered',
    );
  },
};
