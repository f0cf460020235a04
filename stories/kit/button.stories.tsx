/**
 * The kit's buttons in each look, disabled, and pending (spinner, disabled, `aria-busy`),
 * including a submit button pending for as long as its form's call runs.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from '../../widgets/kit/button';
import { TextField } from '../../widgets/kit/text-field';
import { widgetCanvas } from '../support/widget-canvas';
import { FormHarness } from './form-harness';

const meta: Meta<typeof Button> = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Generate OTP' },
};
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Resend OTP' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Logout' } };
export const Disabled: Story = { args: { disabled: true } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = widgetCanvas(canvasElement).getByRole('button', { name: 'Generate OTP' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const PendingWhileSubmitting: Story = {
  render: () => (
    <FormHarness schema={z.object({ email: z.string() })} pendingMs={600} submitLabel="Send Code">
      <TextField name="email" label="Email" />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'a@b.co');
    const button = canvas.getByRole('button', { name: 'Send Code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByLabelText('Submitted')).toHaveTextContent('{"email":"a@b.co"}');
  },
};
