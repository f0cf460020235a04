/**
 * The kit's text, password, number and OTP fields in each state: empty, each message,
 * disabled/locked, and the timing the spec asks for (on blur for forgot password, while typing
 * for the bid amount). Choice fields are in choice-fields.stories.tsx. Plays use
 * @testing-library/user-event itself: the copy inside storybook/test does not follow focus into
 * a shadow root, so React never sees its typing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import * as z from 'zod/mini';
import { bidTypingCheck } from '../../core/validation/bid-amount';
import { forgotPasswordForm, loginForm } from '../../core/validation/mini/forms';
import { NumberField } from '../../widgets/kit/number-field';
import { OtpField } from '../../widgets/kit/otp-field';
import { PasswordField } from '../../widgets/kit/password-field';
import { TextField } from '../../widgets/kit/text-field';
import { widgetCanvas } from '../support/widget-canvas';
import { FormHarness } from './form-harness';

const meta: Meta = { title: 'Kit/Fields' };
export default meta;
type Story = StoryObj;

const login = () => (
  <FormHarness schema={loginForm.password} submitLabel="Login">
    <TextField name="username" label="Email or Mobile" autoComplete="username" />
    <PasswordField name="password" label="Password" />
  </FormHarness>
);

export const Empty: Story = { render: login };

export const RequiredMessages: Story = {
  render: login,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Email or Mobile')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordShown: Story = {
  render: login,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ValidatedOnBlur: Story = {
  render: () => (
    <FormHarness schema={forgotPasswordForm.email.requestOtp} mode="onBlur" submitLabel="Send Code">
      <TextField name="email" label="Email" type="email" />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await expect(canvas.queryByText('Please enter a valid Email')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid Email')).toBeVisible();
  },
};

export const LockedReferral: Story = {
  render: () => (
    <FormHarness defaultValues={{ referralCode: 'PARTNER42' }}>
      <TextField
        name="referralCode"
        label="Referral code"
        readOnly
        hint="Applied from your invitation link"
      />
      <TextField name="disabledName" label="Business name" disabled />
    </FormHarness>
  ),
};

const bid = () => (
  <FormHarness schema={z.object({ bid: z.string() })} submitLabel="Place bid">
    <NumberField name="bid" label="Bid amount" blockMinus min={1} step={0.01} typingCheck={bidTypingCheck} />
  </FormHarness>
);

export const BidWhileTyping: Story = {
  render: bid,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const input = canvas.getByLabelText('Bid amount');
    await userEvent.type(input, '0');
    await expect(await canvas.findByText('Bid amount must be greater than 0')).toBeVisible();
    await expect(input).toHaveValue(null);
    await userEvent.type(input, '12.5');
    await expect(canvas.queryByText('Bid amount must be greater than 0')).toBeNull();
  },
};

export const NumberKeysBlocked: Story = {
  render: bid,
  play: async ({ canvasElement }) => {
    const input = widgetCanvas(canvasElement).getByLabelText('Bid amount');
    await userEvent.type(input, '1e- 5{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue(15);
  },
};

export const OneTimeCode: Story = {
  render: () => (
    <FormHarness schema={z.object({ otp: z.string().check(z.regex(/^\d{5}$/, 'Please enter a valid OTP')) })}>
      <OtpField name="otp" label="OTP" />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const otp = canvas.getByLabelText('OTP');
    await userEvent.type(otp, '12a3');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter a valid OTP')).toBeVisible();
    await userEvent.type(otp, '456');
    await expect(otp).toHaveValue('12345');
  },
};
