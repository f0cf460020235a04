// @vitest-environment happy-dom
/**
 * The GET CONNECTED form over a fake client: the option is required, a lead goes only with a
 * name, mobile or email, and after the thank-you message the chosen resource opens 1.5 s later.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../widgets/api';
import { ToastProvider } from '../../../../widgets/kit/toast';
import { leadHref } from '../content/connect';
import { LeadForm, leadProblem } from './lead-form';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const THANKS = 'Thanks you for your interest in the ISPz platform';

function draw(answer: unknown = { data: { success: true, message: THANKS, option: 'pdf' } }) {
  const POST = vi.fn(async () => answer);
  const open = vi.fn();
  render(
    <ToastProvider>
      <LeadForm api={{ POST: POST as unknown as ApiClient['POST'] }} open={open} />
    </ToastProvider>,
  );
  return { POST, open };
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const choose = (label: RegExp) => fireEvent.click(screen.getByRole('radio', { name: label }));
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get connected' })));

describe('LeadForm', () => {
  it("asks for an option first: 'Please select an option to view details', nothing sent", async () => {
    const { POST } = draw();
    type('Email', 'asha@example.test');
    await send();
    expect(screen.getAllByText('Please select an option to view details').length).toBeGreaterThanOrEqual(1);
    expect(POST).not.toHaveBeenCalled();
  });

  it('sends nothing with an option but no name, mobile or email', async () => {
    const { POST } = draw();
    choose(/Read the litepaper/);
    type('Anything you would like us to know', 'Just browsing');
    await send();
    expect(screen.getAllByText('please enter the valid details').length).toBeGreaterThanOrEqual(1);
    expect(POST).not.toHaveBeenCalled();
  });

  it('posts the lead, shows the thank-you message, and opens the choice 1.5 s later', async () => {
    const { POST, open } = draw();
    choose(/Read the litepaper/);
    type('Mobile number', '9876543210');
    await send();
    expect(POST).toHaveBeenCalledWith('/lead', { body: { option: 'pdf', mobile: '9876543210' } });
    expect(screen.getByText(THANKS).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Get connected' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(1400));
    expect(open).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(open).toHaveBeenCalledExactlyOnceWith(leadHref('pdf'));
    expect(leadHref('pdf')).toBe('/papers/ispz-litepaper.pdf');
    expect(screen.getByText('We opened it in a new tab.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: /Read the litepaper/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("keeps the form and shows the server's words when it refuses", async () => {
    const { open } = draw({
      error: { success: false, error: 'Something went wrong' },
      response: new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    });
    choose(/Watch the explainer/);
    type('Name', 'Asha');
    await send();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get connected' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(open).not.toHaveBeenCalled();
  });
});

describe('leadProblem', () => {
  it('names the option before the contact fields', () => {
    expect(leadProblem({ root: { message: 'b' }, option: { message: 'a' } })).toBe('a');
    expect(leadProblem({ root: { message: 'b' } })).toBe('b');
    expect(leadProblem({})).toBeUndefined();
  });
});
