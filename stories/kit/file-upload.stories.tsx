/**
 * The file upload in each state of spec §3 — idle, uploading n%, uploaded, failed ('File too
 * big' on 413, 'Error in uploading file'), refused before sending — and a long name shortened.
 * The server is a scripted `UploadSender` (the kit's upload boundary): it reports progress
 * and answers as told, so no network is involved.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import type { UploadContext } from '../../core/validation/constants';
import { FileUpload } from '../../widgets/kit/file-upload';
import type { UploadAnswer, UploadSender } from '../../widgets/kit/upload-xhr';
import { widgetCanvas } from '../support/widget-canvas';

/** A sender that reports `steps` percents, then answers `answer` (or never, for `'pending'`). */
function scripted(steps: readonly number[], answer: UploadAnswer | 'pending'): UploadSender {
  return async (_file, onProgress) => {
    for (const percent of steps) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      onProgress(percent);
    }
    if (answer === 'pending') return new Promise<UploadAnswer>(() => undefined);
    return answer;
  };
}

interface Args {
  readonly send: UploadSender;
  readonly context: UploadContext;
}

const meta: Meta<Args> = {
  title: 'Kit/File upload',
  args: { context: 'tape', send: scripted([30, 100], { status: 200, body: { blobName: 'b-1' } }) },
  render: (args) => (
    <FileUpload
      label="Final tape"
      hint="One .xls, .xlsx or .pdf file"
      context={args.context}
      send={args.send}
    />
  ),
};
export default meta;
type Story = StoryObj<Args>;
type Play = NonNullable<Story['play']>;

const pick =
  (name: string, expected: string | RegExp, size?: number): Play =>
  async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const file = new File(['loan_id,amount\n1,100\n'], name);
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    await userEvent.upload(canvas.getByLabelText('Final tape'), file);
    await expect(await canvas.findByText(expected)).toBeVisible();
  };

export const Idle: Story = {};

export const Uploading: Story = {
  args: { send: scripted([42], 'pending') },
  play: async (context) => {
    await pick('tape.xlsx', /Uploading 42%/)(context);
    const canvas = widgetCanvas(context.canvasElement);
    await expect(canvas.getByLabelText('Upload progress')).toHaveAttribute('value', '42');
    await expect(canvas.getByLabelText('Final tape')).toBeDisabled();
  },
};

export const Uploaded: Story = { play: pick('tape.xlsx', /File uploaded successfully/) };

export const TooBig: Story = {
  args: { send: scripted([100], { status: 413, body: { success: false, error: 'Payload too large' } }) },
  play: pick('tape.xlsx', /File too big/),
};

export const ServerFailed: Story = {
  args: { send: scripted([60], { status: 500, body: { success: false, error: 'boom' } }) },
  play: pick('tape.xlsx', /Error in uploading file/),
};

export const RefusedOverLimit: Story = {
  play: pick('huge.xlsx', 'huge.xlsx is too large, please pick a smaller file', 50_000_001),
};

export const LongNameShortened: Story = {
  play: async (context) => {
    const long = `${'servicing-transfer-final-approved-'.repeat(2)}tape.xlsx`;
    await pick(long, /File uploaded successfully/)(context);
    const shown = widgetCanvas(context.canvasElement).getByTitle(long);
    await expect(shown.textContent).toHaveLength(50);
    await expect(shown.textContent?.endsWith('….xlsx')).toBe(true);
  },
};
