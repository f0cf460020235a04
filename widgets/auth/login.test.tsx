// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '../../stories/support/mock-auth-api';
import { Login } from './login';

afterEach(cleanup);

const tokens = {
  success: true,
  token: 'access-1',
  refreshToken: 'refresh-1',
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-01-08T00:00:00.000Z',
  user: {
    user_id: 'u1',
    role: 'consumer',
    login_mode: { is_business: false, business_id: null, user_role: 'consumer', eid: null },
  },
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('Login', () => {
  it("shows the spec's messages for an empty submit", async () => {
    const { api } = mockAuthApi({});
    render(<Login api={api} />);
    await click('Login');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('signs in with a password, hands over the session and goes to the dashboard', async () => {
    const { api, calls } = mockAuthApi({
      'POST /api/auth/login': { body: tokens, headers: { 'x-xsrf-token': 'x1' } },
    });
    const onLogin = vi.fn();
    const navigate = vi.fn();
    render(<Login api={api} onLogin={onLogin} links={{ navigate }} />);
    type('Email or Mobile', 'asha@example.test');
    type('Password', 'Secret@2026');
    await click('Login');
    await waitFor(() => expect(onLogin).toHaveBeenCalledOnce());
    expect(onLogin.mock.calls[0]?.[0]).toMatchObject({ token: 'access-1', user: { user_id: 'u1' } });
    expect(calls[0]?.body).toEqual({ username: 'asha@example.test', password: 'Secret@2026' });
    expect(navigate).toHaveBeenCalledWith({ screen: 'dashboard', query: {} });
  });

  it("shows the server's refusal inline", async () => {
    const { api } = mockAuthApi({
      'POST /api/auth/login': {
        status: 400,
        body: { success: false, code: 'AUTH.X', error: 'Invalid credentials', statusText: 'Bad Request' },
      },
    });
    const onError = vi.fn();
    render(<Login api={api} onError={onError} />);
    type('Email or Mobile', 'asha@example.test');
    type('Password', 'Secret@2026');
    await click('Login');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid credentials'));
    expect(onError).toHaveBeenCalledWith('Invalid credentials');
  });

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

  it('labels the identifier Email for a ubargain ecosystem', () => {
    const { api } = mockAuthApi({ 'GET /api/businesses/ecosystem': 'pending' });
    render(<Login api={api} ecosystemUri="ubargain.demo.test" />);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Email or Mobile')).toBeNull();
  });

  it('logs in with mobile and OTP in two steps', async () => {
    const { api, calls } = mockAuthApi({
      'POST /api/auth/sendotp': { body: { success: true, message: 'OTP sent successfully', expiresAt: 'x' } },
      'POST /api/auth/login/otp': { body: tokens },
    });
    const onLogin = vi.fn();
    render(<Login api={api} onLogin={onLogin} />);
    await click('Login with mobile and OTP');
    type('Mobile number', '9876543210');
    await click('Generate OTP');
    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    type('OTP', '12345');
    await click('Login');
    await waitFor(() => expect(onLogin).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.body)).toEqual([
      { mobile: '9876543210' },
      { mobile: '9876543210', otp: '12345' },
    ]);
  });

  it('passes redirect_uri, ecosystem_uri and referral_code on in its links', () => {
    const { api } = mockAuthApi({ 'GET /api/businesses/ecosystem': 'pending' });
    render(<Login api={api} redirectUri="https://p.test/cb" ecosystemUri="p.test" referralCode="AB12" />);
    const href = screen.getByRole('link', { name: 'Sign up' }).getAttribute('href');
    expect(href).toBe(
      '/signup?redirect_uri=https%3A%2F%2Fp.test%2Fcb&ecosystem_uri=p.test&referral_code=AB12',
    );
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
