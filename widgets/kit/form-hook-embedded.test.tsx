// @vitest-environment happy-dom
/** The form hook where the widgets live: in a shadow root, and with values filled without events. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ShadowHost } from '../elements/shadow-host';
import { Form, SubmitButton } from './form';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required')),
  address: z.object({ city: z.string().check(z.minLength(2, 'City is required')) }),
});

function Address(props: { defaults?: { address: { city: string } }; onValid: (v: unknown) => unknown }) {
  const form = useSchemaForm(schema, { defaultValues: props.defaults });
  return (
    <Form form={form} onValid={props.onValid} aria-label="Address">
      <TextField name="name" label="Name" />
      <TextField name="address.city" label="City" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('values changed without a change event', () => {
  it('takes the value the control holds when the field is left (autofill, focus moved inside a shadow root)', async () => {
    const onValid = vi.fn();
    render(<Address onValid={onValid} defaults={{ address: { city: 'Rome' } }} />);
    field('Name').value = 'Ada'; // no input event: React's onChange never runs
    await act(async () => fireEvent.blur(field('Name')));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', address: { city: 'Rome' } });
  });
});

describe('inside a shadow root', () => {
  it('takes what is typed and submits the parsed values when rendered in a shadow root, as embedded', async () => {
    const onValid = vi.fn();
    const { container } = render(
      <ShadowHost css="">
        <Address onValid={onValid} />
      </ShadowHost>,
    );
    const root = (container.firstElementChild as HTMLElement).shadowRoot as ShadowRoot;
    const input = (label: string) =>
      root.getElementById(
        [...root.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor ?? '',
      ) as HTMLInputElement;
    await userEvent.type(input('Name'), 'Ada');
    await userEvent.type(input('City'), 'Rome');
    await userEvent.click(root.querySelector('button[type=submit]') as HTMLButtonElement);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', address: { city: 'Rome' } });
  });
});
