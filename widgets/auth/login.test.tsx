// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '../../stories/support/mock-auth-api';
import { TOKEN_ANSWER } from '../api/testing/token-answer';
import { Login } from './login';

afterEach(cleanup);

const tokens = TOKEN_ANSWER;

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
