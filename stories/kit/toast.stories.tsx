/**
 * Toasts coloured by the answer's success flag (spec §8), top-right in the widget's portal
 * host, dismissible; the answers come from the kit's `answerToast`, as a widget's would.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../widgets/kit/button';
import { Dialog } from '../../widgets/kit/dialog';
import { ToastProvider, useToast } from '../../widgets/kit/toast';
import { widgetCanvas } from '../support/widget-canvas';

function Caller(props: { answer: unknown; label: string }) {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.answer(props.answer)}>
      {props.label}
    </Button>
  );
}

interface Args {
  readonly answer: unknown;
}

const meta: Meta<Args> = {
  title: 'Kit/Toast',
  render: (args) => (
    <ToastProvider durationMs={60_000}>
      <Caller answer={args.answer} label="Show" />
    </ToastProvider>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const show =
  (tone: 'success' | 'error', text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = (await canvas.findByText(text)).closest('.ispz-toast');
    await expect(toast).toHaveAttribute('data-tone', tone);
  };

export const Success: Story = {
  args: { answer: { success: true, message: 'OTP sent successfully' } },
  play: show('success', 'OTP sent successfully'),
};

export const ServerError: Story = {
  args: { answer: { success: false, code: 'AUTH.INVALID_OTP', error: 'Invalid OTP' } },
  play: show('error', 'Invalid OTP'),
};

export const ObjectErrorHidden: Story = {
  args: { answer: { data: { error: { stack: 'TypeError at …' } } } },
  play: show('error', 'Something went wrong'),
};

export const Dismissed: Story = {
  args: { answer: { success: true, statusText: 'Updated Successfully' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await canvas.findByText('Updated Successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Updated Successfully')).toBeNull());
  },
};

/** The element the pointer would hit at the middle of `target` (inert or covered elements are skipped). */
const hitAt = (target: Element) => {
  const box = target.getBoundingClientRect();
  const root = target.getRootNode() as ShadowRoot | Document;
  return root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};

export const OverAnOpenDialog: Story = {
  args: { answer: { success: false, error: 'This loan is not available to open for bidding' } },
  render: (args) => (
    <ToastProvider durationMs={60_000}>
      <Dialog title="Open for bidding" trigger={<Button>Open dialog</Button>}>
        <Caller answer={args.answer} label="Show" />
      </Dialog>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show' }));
    await canvas.findByText('This loan is not available to open for bidding');
    // above the modal dialog and its backdrop, and not made inert by it: it can be dismissed
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(hitAt(dismiss)?.closest('button')).toBe(dismiss);
    await userEvent.click(dismiss);
    await waitFor(() =>
      expect(canvas.queryByText('This loan is not available to open for bidding')).toBeNull(),
    );
    await expect(canvas.getByRole('dialog', { name: 'Open for bidding' })).toBeVisible();
  },
};
