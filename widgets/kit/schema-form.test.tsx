// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { forgotPasswordForm } from '../../core/validation/mini/forms';
import { Form, SubmitButton } from './form';
import { parseWithSchema } from './form-values';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { type FormSchema, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

afterEach(cleanup);

function EmailRequest(props: { options?: SchemaFormOptions<FormSchema>; onValid?: (v: unknown) => unknown }) {
  const form = useSchemaForm(forgotPasswordForm.email.requestOtp, props.options);
  return (
    <Form form={form} onValid={props.onValid ?? (() => undefined)} aria-label="Reset">
      <TextField name="email" label="Email" />
      <SubmitButton>Send Code</SubmitButton>
    </Form>
  );
}

describe('parseWithSchema', () => {
  it('keeps the first message per field under its dotted path', () => {
    const schema = z.object({
      a: z.object({ b: z.string().check(z.minLength(2, 'first'), z.regex(/x/, 'second')) }),
    });
    const verdict = parseWithSchema(schema, { a: { b: '' } });
    expect(verdict.ok ? null : [...verdict.errors]).toEqual([
      ['a.b', { type: 'too_small', message: 'first' }],
    ]);
  });

  it('hands over the parsed values when valid', () => {
    expect(parseWithSchema(forgotPasswordForm.email.requestOtp, { email: ' a@b.co ' })).toEqual({
      ok: true,
      data: { email: 'a@b.co' },
    });
  });
});

describe('validation timing', () => {
  it('on blur (forgot password): nothing while typing, the message once the field is left', async () => {
    render(<EmailRequest options={{ mode: 'onBlur' }} />);
    const email = screen.getByLabelText('Email');
    await act(async () => fireEvent.change(email, { target: { value: 'not-an-email' } }));
    expect(screen.queryByText('Please enter a valid Email')).toBeNull();
    await act(async () => fireEvent.blur(email));
    expect(screen.getByText('Please enter a valid Email')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter a valid Email');
  });

  it('on submit (default): leaving the field says nothing, submitting shows the message', async () => {
    const onValid = vi.fn();
    render(<EmailRequest onValid={onValid} />);
    const email = screen.getByLabelText('Email');
    await act(async () => fireEvent.blur(email));
    expect(screen.queryByText('Email is required')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Code' })));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a valid submit calls onValid with the parsed values, the button pending until it settles', async () => {
    let settle: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<EmailRequest onValid={onValid} />);
    await act(async () => fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co ' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Code' })));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co' });
    const button = screen.getByRole('button', { name: 'Send Code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => settle());
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and shown with a labelled, pressed-state button', async () => {
    function Pw() {
      const form = useSchemaForm(z.object({ password: z.string() }));
      return (
        <Form form={form} onValid={() => undefined}>
          <PasswordField name="password" label="Password" hint="Minimum 8 characters" />
        </Form>
      );
    }
    render(<Pw />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Minimum 8 characters',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show password' })));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
