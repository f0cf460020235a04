// @vitest-environment happy-dom
/** The write-to-us form over a fake client: the spec's toasts, what is posted, the form clearing. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../widgets/api';
import { ToastProvider } from '../../../widgets/kit/toast';
import { ContactForm } from './contact-form';

afterEach(cleanup);

type Post = ApiClient['POST'];

function fakeApi(answer: unknown) {
  const POST = vi.fn(async () => answer);
  return { api: { POST: POST as unknown as Post }, POST };
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));

const draw = (api: { POST: Post }) =>
  render(
    <ToastProvider>
      <ContactForm api={api} />
    </ToastProvider>,
  );

describe('ContactForm', () => {
  it("refuses a submit without name, email and knowThrough with 'Please fill required (*) field'", async () => {
    const { api, POST } = fakeApi({ data: { success: true, message: 'Sent Successfully' } });
    draw(api);
    type('Mobile number', '9876543210');
    await send();
    expect(POST).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please fill required (*) field').length).toBeGreaterThanOrEqual(4); // toast + 3 fields
  });

  it("posts contact-us, shows 'Sent Successfully' and clears the form", async () => {
    const { api, POST } = fakeApi({ data: { success: true, message: 'Sent Successfully' } });
    draw(api);
    type('Name *', 'Asha Rao');
    type('Email *', 'asha@example.test');
    pick('How did you hear about us? *', 'Search Engine');
    type('Your message', 'Tell me about pools.');
    await send();
    await waitFor(() => expect(screen.getByText('Sent Successfully')).toBeTruthy());
    expect(POST).toHaveBeenCalledWith('/contact-us', {
      body: {
        name: 'Asha Rao',
        email: 'asha@example.test',
        knowThrough: 'Search Engine',
        details: 'Tell me about pools.',
      },
    });
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('How did you hear about us? *') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it("keeps what was typed and shows the server's words when it refuses", async () => {
    const { api } = fakeApi({
      error: { success: false, error: 'Please enter a valid Email' },
      response: new Response(null, { status: 400, statusText: 'Bad Request' }),
    });
    draw(api);
    type('Name *', 'Asha Rao');
    type('Email *', 'asha@example.test');
    pick('How did you hear about us? *', 'Email');
    await send();
    await waitFor(() => expect(screen.getByText('Please enter a valid Email')).toBeTruthy());
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('Asha Rao');
  });
});
