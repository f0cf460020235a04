import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

describe('where a login without redirect_uri lands (spec §2 /login)', () => {
  it('sends an ordinary user to the dashboard', () => {
    expect(loginDestination({})).toEqual({ screen: 'dashboard', query: {} });
  });

  it('sends an email-OTP user to the lender actions with action and tapeName', () => {
    expect(loginDestination({ loginMode: true, action: 'transferTape', tapeName: 'Tape A' })).toEqual({
      screen: 'lender-actions',
      query: { action: 'transferTape', tapeName: 'Tape A' },
    });
  });

  it('sends a tempUser to verify a mobile first, whatever else the query says', () => {
    expect(loginDestination({ tempUser: true, loginMode: true, action: 'wip' })).toEqual({
      screen: 'verify-mobile',
      query: {},
    });
  });
});
