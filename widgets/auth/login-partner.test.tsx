// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '../../stories/support/mock-auth-api';
import { TOKEN_ANSWER } from '../api/testing/token-answer';
import { Login } from './login';

// Login with redirect_uri: the partner sign-on of spec §2.

afterEach(cleanup);

const tokens = TOKEN_ANSWER;

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('Login with redirect_uri', () => {
  it('with redirect_uri, sends the browser to the single-use code, never the tokens', async () => {
    const { api, calls } = mockAuthApi({
      'POST /api/auth/login': { body: tokens },
      'POST /api/auth/ecosystem/code': {
        body: { success: true, redirectTo: 'https://p.test/cb?code=abc', expiresAt: 'x' },
      },
    });
    const goTo = vi.fn();
    render(<Login api={api} redirectUri="https://p.test/cb" ecosystemUri="p.test" goTo={goTo} />);
    type('Email or Mobile', 'asha@example.test');
    type('Password', 'Secret@2026');
    await click('Login');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://p.test/cb?code=abc'));
    expect(calls.find((c) => c.path === '/api/auth/ecosystem/code')?.body).toEqual({
      redirect_uri: 'https://p.test/cb',
      ecosystem_uri: 'p.test',
    });
  });

  it('a refused redirect_uri forces logout and shows the error toast', async () => {
    const { api, calls, session } = mockAuthApi({
      'POST /api/auth/login': { body: tokens },
      'POST /api/auth/ecosystem/code': {
        status: 403,
        body: {
          success: false,
          code: 'AUTH.REDIRECT',
          error: 'This redirect is not allowed',
          statusText: 'Forbidden',
          logout: true,
        },
      },
      'POST /api/auth/logout': { body: { success: true } },
    });
    const goTo = vi.fn();
    render(<Login api={api} redirectUri="https://evil.test/cb" goTo={goTo} />);
    type('Email or Mobile', 'asha@example.test');
    type('Password', 'Secret@2026');
    await click('Login');
    expect(await screen.findByText('This redirect is not allowed')).toBeTruthy();
    await waitFor(() => expect(session.isAuthenticated()).toBe(false));
    expect(goTo).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });
});

describe('Login for a visitor who is already signed in', () => {
  it('with redirect_uri, goes straight to the partner sign-on without asking for a password', async () => {
    const { api, calls } = mockAuthApi({
      'POST /api/auth/ecosystem/code': {
        body: { success: true, redirectTo: 'https://p.test/cb?code=xyz', expiresAt: 'x' },
      },
    });
    const goTo = vi.fn();
    render(<Login api={api} signedIn redirectUri="https://p.test/cb" goTo={goTo} />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://p.test/cb?code=xyz'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/ecosystem/code']);
  });

  it('without redirect_uri, shows the form as usual', () => {
    const { api, calls } = mockAuthApi({});
    render(<Login api={api} signedIn />);
    expect(screen.getByLabelText('Email or Mobile')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
