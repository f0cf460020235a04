/**
 * The native choice fields — checkbox, select, radio group — empty, with their messages and
 * disabled, as the sign-up (18-or-older) and business registration (personal/business) use them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import * as z from 'zod/mini';
import { CheckboxField, RadioGroupField, SelectField } from '../../widgets/kit/choice-fields';
import { widgetCanvas } from '../support/widget-canvas';
import { FormHarness } from './form-harness';

const meta: Meta = { title: 'Kit/Choice fields' };
export default meta;
type Story = StoryObj;

const schema = z.object({
  ageConfirmed: z.literal(true, 'Please confirm that you are 18 years or older'),
  businessType: z.string().check(z.minLength(1, 'Business type is required')),
  accountType: z.enum(['personal', 'business'], 'This field is required'),
});

const form = (disabled = false) => (
  <FormHarness schema={schema} defaultValues={{ accountType: disabled ? 'personal' : undefined }}>
    <RadioGroupField
      name="accountType"
      label="Account type"
      orientation="horizontal"
      disabled={disabled}
      options={[
        { value: 'personal', label: 'Personal' },
        { value: 'business', label: 'Business' },
      ]}
    />
    <SelectField
      name="businessType"
      label="Business type"
      disabled={disabled}
      options={[
        { value: 'Private Limited', label: 'Private Limited' },
        { value: 'LLC', label: 'LLC' },
      ]}
    />
    <CheckboxField name="ageConfirmed" label="I confirm that I am 18 years or older" disabled={disabled} />
  </FormHarness>
);

export const Empty: Story = { render: () => form() };

export const Disabled: Story = { render: () => form(true) };

export const Messages: Story = {
  render: () => form(),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please confirm that you are 18 years or older')).toBeVisible();
    await expect(canvas.getByText('Business type is required')).toBeVisible();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Business' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Filled: Story = {
  render: () => form(),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }));
    await userEvent.selectOptions(canvas.getByLabelText('Business type'), 'LLC');
    await userEvent.click(canvas.getByLabelText('I confirm that I am 18 years or older'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByLabelText('Submitted')).toHaveTextContent(
      '{"ageConfirmed":true,"businessType":"LLC","accountType":"business"}',
    );
  },
};
