// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bidTypingCheck } from '../../core/validation/bid-amount';
import { CheckboxField, RadioGroupField, SelectField } from './choice-fields';
import { Form, SubmitButton } from './form';
import { NumberField } from './number-field';
import { OtpField } from './otp-field';
import { TextField } from './text-field';
import { type FormSchema, useSchemaForm } from './use-schema-form';

afterEach(cleanup);

function Harness(props: { schema?: FormSchema; children: ReactNode }) {
  const form = useSchemaForm(props.schema ?? z.object({}));
  return (
    <Form form={form} onValid={() => undefined}>
      {props.children}
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** True when the keydown was swallowed (the handler called preventDefault). */
const keyBlocked = (el: HTMLElement, key: string) => !fireEvent.keyDown(el, { key });

describe('NumberField', () => {
  it('blocks space, e, ArrowUp and ArrowDown but not digits, and minus only when told', () => {
    render(
      <Harness>
        <NumberField name="amount" label="Amount" />
        <NumberField name="bid" label="Bid" blockMinus />
      </Harness>,
    );
    const amount = screen.getByLabelText('Amount');
    for (const key of [' ', 'e', 'ArrowUp', 'ArrowDown']) expect(keyBlocked(amount, key)).toBe(true);
    expect(keyBlocked(amount, '5')).toBe(false);
    expect(keyBlocked(amount, '-')).toBe(false);
    expect(keyBlocked(screen.getByLabelText('Bid'), '-')).toBe(true);
  });

  it("shows 'Bid amount must be greater than 0' while typing and empties the input, then clears", async () => {
    render(
      <Harness>
        <NumberField name="bid" label="Bid" blockMinus typingCheck={bidTypingCheck} />
      </Harness>,
    );
    const bid = screen.getByLabelText('Bid') as HTMLInputElement;
    await act(async () => fireEvent.change(bid, { target: { value: '0' } }));
    expect(screen.getByText('Bid amount must be greater than 0')).toBeTruthy();
    expect(bid.value).toBe('');
    expect(bid.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.change(bid, { target: { value: '12.5' } }));
    expect(screen.queryByText('Bid amount must be greater than 0')).toBeNull();
    expect(bid.value).toBe('12.5');
  });
});

describe('TextField and OtpField', () => {
  it('a text field blocks space and Enter only when configured', () => {
    render(
      <Harness>
        <TextField name="code" label="Referral code" block={{ space: true, enter: true }} />
        <TextField name="name" label="Name" />
      </Harness>,
    );
    expect(keyBlocked(screen.getByLabelText('Referral code'), ' ')).toBe(true);
    expect(keyBlocked(screen.getByLabelText('Referral code'), 'Enter')).toBe(true);
    expect(keyBlocked(screen.getByLabelText('Name'), ' ')).toBe(false);
  });

  it('the OTP field keeps digits only, five at most, on a numeric keyboard', async () => {
    render(
      <Harness>
        <OtpField name="otp" label="OTP" />
      </Harness>,
    );
    const otp = screen.getByLabelText('OTP') as HTMLInputElement;
    expect(otp.inputMode).toBe('numeric');
    expect(otp.autocomplete).toBe('one-time-code');
    await act(async () => fireEvent.change(otp, { target: { value: '1a2 3-45678' } }));
    expect(otp.value).toBe('12345');
  });
});

describe('choice fields', () => {
  const schema = z.object({
    age: z.literal(true, 'Please confirm that you are 18 years or older'),
    type: z.string().check(z.minLength(1, 'Business type is required')),
    kind: z.enum(['personal', 'business'], 'Please choose one'),
  });

  it('show their messages below, tied to the controls', async () => {
    render(
      <Harness schema={schema}>
        <CheckboxField name="age" label="I confirm that I am 18 years or older" />
        <SelectField name="type" label="Business type" options={[{ value: 'LLC', label: 'LLC' }]} />
        <RadioGroupField
          name="kind"
          label="Account"
          options={[
            { value: 'personal', label: 'Personal' },
            { value: 'business', label: 'Business' },
          ]}
        />
      </Harness>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const describedText = (el: HTMLElement) =>
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedText(screen.getByLabelText('I confirm that I am 18 years or older'))).toBe(
      'Please confirm that you are 18 years or older',
    );
    expect(describedText(screen.getByLabelText('Business type'))).toBe('Business type is required');
    expect(describedText(screen.getByLabelText('Business'))).toBe('Please choose one');
    expect(screen.getByRole('group', { name: 'Account' })).toBeTruthy();
  });
});
