// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalHostProvider } from '../elements/portal-host';
import { Button } from './button';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => vi.useFakeTimers());

function Caller(props: { answer: unknown; fallback?: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.answer(props.answer, props.fallback)}>Call</Button>;
}

const toastOf = (text: string) => screen.getByText(text).closest('.ispz-toast') as HTMLElement;

describe('toasts', () => {
  it('are green for a success answer and red for a failure, inside a polite live region', () => {
    render(
      <ToastProvider>
        <Caller answer={{ success: true, message: 'OTP sent successfully' }} />
        <Caller answer={{ success: false, error: 'Invalid OTP' }} />
      </ToastProvider>,
    );
    const [ok, failed] = screen.getAllByRole('button', { name: 'Call' });
    act(() => fireEvent.click(ok!));
    act(() => fireEvent.click(failed!));
    expect(toastOf('OTP sent successfully').dataset.tone).toBe('success');
    expect(toastOf('Invalid OTP').dataset.tone).toBe('error');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.contains(toastOf('Invalid OTP'))).toBe(true);
  });

  it('stay readable for 5 s, then go', () => {
    render(
      <ToastProvider>
        <Caller answer={{ success: true, message: 'Updated Successfully' }} />
      </ToastProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Call' })));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Updated Successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Updated Successfully')).toBeNull();
  });

  it('can be dismissed at once', () => {
    render(
      <ToastProvider>
        <Caller answer={{ success: false }} />
      </ToastProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Call' })));
    expect(screen.getByText('Oops! Something went wrong')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });

  it('render into the portal host (the shadow root’s node), not the document body', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const portal = document.createElement('div');
    shadow.append(portal);
    render(
      <PortalHostProvider container={portal}>
        <ToastProvider>
          <Caller answer={{ success: true, message: 'Sent Successfully' }} />
        </ToastProvider>
      </PortalHostProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Call' })));
    expect(portal.textContent).toContain('Sent Successfully');
    expect(screen.queryByText('Sent Successfully')).toBeNull(); // not in the light DOM
    host.remove();
  });
});

describe('Button', () => {
  it('while pending: a spinner, disabled, aria-busy, and its label kept', () => {
    const { rerender } = render(<Button>Generate OTP</Button>);
    const button = screen.getByRole('button', { name: 'Generate OTP' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.ispz-spinner')).toBeNull();
    rerender(<Button pending>Generate OTP</Button>);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.ispz-spinner')).not.toBeNull();
    expect(button.textContent).toBe('Generate OTP');
  });
});
