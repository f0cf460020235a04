/** The sign-in pages' reading of their address and the signed-in visitor's destination. */
import { describe, expect, it } from 'vitest';
import {
  carriedProps,
  readLoginQuery,
  routeStateKey,
  signedInDestination,
  sitePath,
  withoutToken,
} from './login-query';

const read = (search: string) => readLoginQuery(new URLSearchParams(search));

describe('reading /login’s query', () => {
  it('maps every parameter of the spec to the login widget’s props', () => {
    expect(
      read(
        '?redirect_uri=https%3A%2F%2Fp.example%2Fcb&ecosystem_uri=shop.example&referral_code=ab12' +
          '&loginMode=true&email=a%40b.test&action=wip&tapeName=T1&tempUser=true&token=x',
      ),
    ).toEqual({
      redirectUri: 'https://p.example/cb',
      ecosystemUri: 'shop.example',
      referralCode: 'ab12',
      loginMode: true,
      email: 'a@b.test',
      action: 'wip',
      tapeName: 'T1',
      tempUser: true,
    });
  });

  it('leaves out absent and blank parameters, and reads a bare flag as on', () => {
    expect(read('?redirect_uri=%20&loginMode')).toEqual({ loginMode: true, tempUser: false });
    expect(read('')).toEqual({ loginMode: false, tempUser: false });
  });

  it('reads a flag that says false or 0 as off', () => {
    expect(read('?loginMode=false&tempUser=0')).toEqual({ loginMode: false, tempUser: false });
  });
});

describe('a token in the address', () => {
  it('is removed, keeping the other parameters', () => {
    expect(withoutToken('?token=abc&loginMode=true')).toBe('?loginMode=true');
    expect(withoutToken('?token=abc')).toBe('');
  });

  it('leaves an address without one alone', () => {
    expect(withoutToken('?loginMode=true')).toBeNull();
  });
});

describe('a visitor who already holds a session, on /login', () => {
  it('goes to the dashboard without a redirect', () => {
    expect(signedInDestination(read(''))).toEqual({ screen: 'dashboard', query: {} });
  });

  it('goes to /lender-actions with the action and tape from the email-OTP link', () => {
    expect(signedInDestination(read('?loginMode=true&action=submitBid&tapeName=T1'))).toEqual({
      screen: 'lender-actions',
      query: { action: 'submitBid', tapeName: 'T1' },
    });
  });

  it('goes to /verify-mobile as a tempUser', () => {
    expect(signedInDestination(read('?tempUser=true'))?.screen).toBe('verify-mobile');
  });

  it('stays for the partner sign-on when redirect_uri is present', () => {
    expect(signedInDestination(read('?redirect_uri=https%3A%2F%2Fp.example%2Fcb'))).toBeNull();
  });
});

describe('the site’s path of a screen', () => {
  it('puts the terms at /term in the US build and /terms in the commerce build', () => {
    expect(sitePath({ screen: 'terms', query: {} }, 'us')).toBe('/term');
    expect(sitePath({ screen: 'terms', query: {} }, 'commerce')).toBe('/terms');
  });

  it('keeps the query the widgets pass on', () => {
    expect(sitePath({ screen: 'signup', query: { redirect_uri: 'https://p.example/cb', x: '' } }, 'us')).toBe(
      '/signup?redirect_uri=https%3A%2F%2Fp.example%2Fcb',
    );
  });
});

describe('the parameters every sign-in page passes on', () => {
  it('are redirect_uri, ecosystem_uri and referral_code, nothing else', () => {
    expect(
      carriedProps(
        '?redirect_uri=https%3A%2F%2Fp.example%2Fcb&ecosystem_uri=e.example&referral_code=AB&loginMode=1',
      ),
    ).toEqual({
      redirectUri: 'https://p.example/cb',
      ecosystemUri: 'e.example',
      referralCode: 'AB',
    });
    expect(carriedProps('')).toEqual({});
  });
});

describe('the social sign-in’s route state', () => {
  it('gives its key', () => {
    expect(routeStateKey({ key: '"k-1"' })).toBe('"k-1"');
  });

  it('gives null without a state, without a key or with a blank one', () => {
    expect(routeStateKey(null)).toBeNull();
    expect(routeStateKey({})).toBeNull();
    expect(routeStateKey({ key: ' ' })).toBeNull();
    expect(routeStateKey({ key: 7 })).toBeNull();
  });
});
