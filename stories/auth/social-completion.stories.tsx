/**
 * Social-media completion (spec §2, §5): with its route-state key (the prompt, the mobile's
 * own message 'Please enter a valid mobile number', the two steps ending in 'Login'), and
 * without one (straight back to login).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import type { SocialCompletionProps } from '../../widgets/auth/props';
import { SocialCompletion } from '../../widgets/auth/social-completion';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, OTP_SENT, scripted, TOKENS } from './auth-stories';

const meta: Meta<SocialCompletionProps> = {
  title: 'Auth/SocialCompletion',
  component: SocialCompletion,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onSignup: fn(), onError: fn(), links: { navigate: fn() }, countryIso: 'IN' },
};
export default meta;
type Story = StoryObj<SocialCompletionProps>;

const completes = scripted({
  'POST /api/auth/social/otp': { body: OTP_SENT },
  'POST /api/auth/social/complete': { status: 201, body: TOKENS },
});

export const WithKey: Story = {
  args: { api: completes.api, stateKey: '"social-key-1"' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByText('Please enter your mobile number to complete registration')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Mobile number'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Please enter a valid mobile number')).toBeVisible();
  },
};

export const Completes: Story = {
  args: { api: completes.api, stateKey: '"social-key-1"' },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalled());
    const bodies = completes.calls.map((c) => c.body);
    await expect(bodies).toContainEqual({ mobile_no: '9876543210', countryCode: '+91', key: 'social-key-1' });
    await expect(bodies).toContainEqual({ mobile: '9876543210', otp: '12345' });
  },
};

export const WithoutKey: Story = {
  args: { api: completes.api, stateKey: null },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await waitFor(() => expect(args.links?.navigate).toHaveBeenCalledWith({ screen: 'login', query: {} }));
    await expect(canvas.queryByLabelText('Mobile number')).toBeNull();
  },
};
