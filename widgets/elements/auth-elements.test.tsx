// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockApi } from '../../stories/support/mock-api';
import { TOKEN_ANSWER } from '../api/testing/token-answer';
import { AUTH_ELEMENTS, defineElements, type MountProps, mount } from './auth-elements';
import type { IspzLoginDetail } from './events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tokens = TOKEN_ANSWER;

const server = mockApi({ 'POST /api/auth/login': { body: tokens, headers: { 'x-xsrf-token': 'x1' } } });

beforeAll(() => {
  vi.stubGlobal('fetch', server.fetch);
  defineElements();
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  server.calls.length = 0;
});

const frameOf = (host: Element) =>
  host.shadowRoot?.querySelector<HTMLElement>('[data-ispz-frame]') as HTMLElement;

async function signIn(frame: HTMLElement) {
  const view = within(frame);
  fireEvent.input(view.getByLabelText('Email or Mobile'), { target: { value: 'asha@example.test' } });
  fireEvent.input(view.getByLabelText('Password'), { target: { value: 'Secret@2026' } });
  await act(async () => fireEvent.click(view.getByRole('button', { name: 'Login' })));
}

describe('the sign-in elements', () => {
  it('are all registered by defineElements()', () => {
    for (const { tag } of AUTH_ELEMENTS) expect(customElements.get(tag), tag).toBeDefined();
    expect(defineElements()).toEqual([]);
  });

  it('<ispz-login> signs in against its api-base and dispatches ispz:login to the page', async () => {
    const logins: IspzLoginDetail[] = [];
    document.addEventListener('ispz:login', (e) => logins.push(e.detail), { once: true });
    await act(async () => {
      document.body.innerHTML = '<ispz-login api-base="https://platform.example/"></ispz-login>';
    });
    const host = document.querySelector('ispz-login') as HTMLElement;
    await waitFor(() => expect(frameOf(host)).toBeTruthy());
    await signIn(frameOf(host));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]).toMatchObject({ token: 'access-1', user: { user_id: 'u1' } });
    expect(server.calls[0]?.url).toBe('https://platform.example/api/auth/login');
  });

  it('mount(el, props) renders the same widget in a shadow root, with events on el, until unmounted', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const onLogin = vi.fn();
    const heard = vi.fn();
    el.addEventListener('ispz:login', (e) => heard(e.detail));
    let unmount = () => {};
    await act(async () => {
      unmount = mount(el, {
        widget: 'login',
        apiBase: 'https://platform.example',
        onLogin,
        theme: { accent: '#0b6e4f' },
      });
    });
    expect(el.style.getPropertyValue('--ispz-accent')).toBe('#0b6e4f');
    await signIn(frameOf(el));
    await waitFor(() => expect(heard).toHaveBeenCalledOnce());
    expect(onLogin).toHaveBeenCalledOnce();
    await act(async () => unmount());
    expect(frameOf(el)).toBeNull();
  });

  it("types mount's props by the widget named", () => {
    expectTypeOf<Extract<MountProps, { widget: 'forgot-password' }>['variant']>().toEqualTypeOf<
      'mobile' | 'email' | undefined
    >();
    // Never called: each only has to fail to compile.
    const wrongProp = (el: HTMLElement) =>
      // @ts-expect-error login has no variant
      mount(el, { widget: 'login', variant: 'email' });
    const unknownWidget = (el: HTMLElement) =>
      // @ts-expect-error no such widget
      mount(el, { widget: 'bid' });
    expectTypeOf(wrongProp).toBeFunction();
    expectTypeOf(unknownWidget).toBeFunction();
  });
});
