// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Form, SubmitButton } from './form';
import { TextField } from './text-field';
import { type SchemaForm, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required')),
  address: z.object({ city: z.string().check(z.minLength(2, 'City is required')) }),
});
type Values = z.input<typeof schema>;
type Out = z.output<typeof schema>;

let form: SchemaForm<Values, Out>;
let renders = 0;

function Address(props: { options?: SchemaFormOptions<typeof schema>; onValid?: (v: Out) => unknown }) {
  form = useSchemaForm(schema, props.options);
  renders++;
  return (
    <Form form={form} onValid={props.onValid ?? (() => undefined)} aria-label="Address">
      <TextField name="name" label="Name" />
      <TextField name="address.city" label="City" />
      <p>watched: {String(form.watch('address.city') ?? '')}</p>
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  act(async () => fireEvent.change(field(label), { target: { value } }));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const shown = (text: string) => screen.queryByText(text) !== null;

describe('useSchemaForm', () => {
  it('on change: each keystroke checks the field typed in, and only that field', async () => {
    render(<Address options={{ mode: 'onChange' }} />);
    await type('City', 'x');
    expect(shown('City is required')).toBe(true);
    expect(shown('Name is required')).toBe(false);
    await type('City', 'Paris');
    expect(shown('City is required')).toBe(false);
  });

  it('on blur: re-checks while typing only after the first submit', async () => {
    render(<Address options={{ mode: 'onBlur' }} />);
    await type('Name', '');
    expect(shown('Name is required')).toBe(false);
    await submit();
    expect(shown('Name is required')).toBe(true);
    await type('Name', 'Ada');
    expect(shown('Name is required')).toBe(false);
  });

  it('nests values and errors by dotted path, and hands the parsed values to onValid', async () => {
    const onValid = vi.fn();
    render(<Address onValid={onValid} options={{ defaultValues: { name: 'Ada' } }} />);
    await submit();
    expect(form.formState.errors).toEqual({
      address: { city: { type: 'too_small', message: 'City is required' } },
    });
    await type('City', 'Rome');
    expect(form.getValues()).toEqual({ name: 'Ada', address: { city: 'Rome' } });
    await submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', address: { city: 'Rome' } });
  });

  it('focuses the first invalid field in page order on a failed submit', async () => {
    render(<Address options={{ defaultValues: { name: '', address: { city: 'Oslo' } } }} />);
    await submit();
    expect(document.activeElement).toBe(field('Name'));
    await type('Name', 'Ada');
    await type('City', '');
    await submit();
    expect(document.activeElement).toBe(field('City'));
  });

  it('reset puts the defaults back in the inputs and clears the messages and the submitted state', async () => {
    render(<Address options={{ defaultValues: { name: 'Ada', address: { city: '' } } }} />);
    await type('Name', '');
    await submit();
    expect(form.formState.isSubmitted).toBe(true);
    await act(async () => form.reset());
    expect(field('Name').value).toBe('Ada');
    expect(shown('City is required')).toBe(false);
    expect(form.formState).toMatchObject({ errors: {}, isSubmitted: false });
    await act(async () => form.reset({ name: 'Bo', address: { city: 'Lima' } }));
    expect([field('Name').value, field('City').value]).toEqual(['Bo', 'Lima']);
  });

  it('is submitting until onValid settles, and the submit button shows it', async () => {
    let settle: () => void = () => undefined;
    render(
      <Address
        options={{ defaultValues: { name: 'Ada', address: { city: 'Rome' } } }}
        onValid={() => new Promise<void>((resolve) => (settle = resolve))}
      />,
    );
    await submit();
    expect(form.formState.isSubmitting).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle());
    expect(form.formState).toMatchObject({ isSubmitting: false, isSubmitted: true });
  });

  it('setValue shows the value in the input and in watch; typing re-renders the owner only when watched', async () => {
    render(<Address />);
    await act(async () => form.setValue('address.city', 'Kyiv'));
    expect(field('City').value).toBe('Kyiv');
    expect(shown('watched: Kyiv')).toBe(true);
    const before = renders;
    await type('Name', 'Ada');
    expect(renders).toBe(before);
    await type('City', 'Lviv');
    expect(renders).toBe(before + 1);
  });

  it('trigger, setError, clearErrors and getFieldState work on named fields', async () => {
    render(<Address options={{ defaultValues: { name: 'Ada', address: { city: '' } } }} />);
    await act(async () => expect(await form.trigger('name')).toBe(true));
    await act(async () => expect(await form.trigger(['address.city'])).toBe(false));
    expect(shown('City is required')).toBe(true);
    expect(shown('Name is required')).toBe(false);
    await act(async () => form.setError('name', { type: 'server', message: 'Taken' }));
    expect(form.getFieldState('name')).toEqual({
      error: { type: 'server', message: 'Taken' },
      invalid: true,
    });
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    await act(async () => form.clearErrors());
    expect(shown('Taken') || shown('City is required')).toBe(false);
  });
});
