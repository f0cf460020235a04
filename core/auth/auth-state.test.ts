import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuthEvent, authReducer, INITIAL_AUTH_STATE } from './auth-state';

const event: fc.Arbitrary<AuthEvent> = fc.oneof(
  fc.constant({ type: 'login/started' } as const),
  fc.boolean().map((redirectPending) => ({ type: 'login/succeeded', redirectPending }) as const),
  fc.constant({ type: 'login/failed', error: 'Invalid OTP' } as const),
  fc.constant({ type: 'eco-login/succeeded' } as const),
  fc.constant({ type: 'eco-login/failed', error: 'Something went wrong' } as const),
  fc.constant({ type: 'otp/sent' } as const),
  fc.constant({ type: 'otp/failed', error: 'Invalid OTP' } as const),
  fc.constant({ type: 'registered' } as const),
  fc.constant({ type: 'password-reset' } as const),
  fc.constant({ type: 'redirect/done' } as const),
  fc.constant({ type: 'logout' } as const),
);
const run = (events: AuthEvent[]) => events.reduce(authReducer, INITIAL_AUTH_STATE);

describe('auth state', () => {
  it('checks while logging in, then is authenticated', () => {
    const checking = authReducer(INITIAL_AUTH_STATE, { type: 'login/started' });
    expect(checking.isChecking).toBe(true);
    expect(authReducer(checking, { type: 'login/succeeded' })).toMatchObject({
      isChecking: false,
      isAuthenticated: true,
    });
  });

  it('sets hasReceivedOtp when a code is sent and error when it fails', () => {
    const s = run([{ type: 'otp/sent' }, { type: 'otp/failed', error: 'Invalid OTP' }]);
    expect(s).toMatchObject({ hasReceivedOtp: true, error: 'Invalid OTP' });
  });

  it('keeps a failed ecosystem login apart from the platform session', () => {
    const s = run([{ type: 'login/succeeded' }, { type: 'eco-login/failed', error: 'Something went wrong' }]);
    expect(s).toMatchObject({
      isAuthenticated: true,
      isEcoAuthenticated: false,
      ecoError: 'Something went wrong',
    });
  });

  it('logout clears everything, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        expect(run([...events, { type: 'logout' }])).toEqual(INITIAL_AUTH_STATE);
      }),
    );
  });

  it('a failed login never leaves the user authenticated', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const s = run([...events, { type: 'login/failed', error: 'x' }]);
        expect(s.isAuthenticated || s.isEcoAuthenticated || s.isChecking).toBe(false);
      }),
    );
  });
});
