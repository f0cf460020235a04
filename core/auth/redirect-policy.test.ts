import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, isRegistrableRedirect } from './redirect-policy';
import { parseRedirectUri } from './redirect-uri';

const REGISTERED = ['https://partner.example/sso/callback'];

describe('isAllowedRedirect', () => {
  it('accepts exactly the registered URI', () => {
    expect(isAllowedRedirect('https://partner.example/sso/callback', REGISTERED)).toBe(true);
  });

  it.each([
    ['an open redirect in the query', '?next=https://evil.example'],
    ['a state of the partner', '?state=a1&x=%20'],
    ['an empty query', '?'],
  ])('refuses the registered URI with a query appended: %s (RFC 9700 §4.1.3)', (_why, query) => {
    expect(isAllowedRedirect(`https://partner.example/sso/callback${query}`, REGISTERED)).toBe(false);
  });

  it('treats the host case-insensitively, as DNS does', () => {
    expect(isAllowedRedirect('https://Partner.EXAMPLE/sso/callback', REGISTERED)).toBe(true);
  });

  it.each([
    ['a protocol-relative URI', '//evil.example/sso/callback'],
    ['a look-alike host', 'https://partner.example.evil.example/sso/callback'],
    ['user info', 'https://partner.example@evil.example/sso/callback'],
    ['user info before the real host', 'https://evil.example@partner.example/sso/callback'],
    ['a backslash', 'https://partner.example\\@evil.example/sso/callback'],
    ['a backslash path', 'https:\\\\evil.example/sso/callback'],
    ['an encoded slash in the path', 'https://partner.example/sso%2fcallback'],
    ['an encoded dot segment', 'https://partner.example/sso/%2e%2e/callback'],
    ['a dot segment', 'https://partner.example/sso/../sso/callback'],
    ['an encoded authority', 'https://partner.example%2f@evil.example/sso/callback'],
    ['a javascript: URI', 'javascript:alert(1)//partner.example/sso/callback'],
    ['a data: URI', 'data:text/html,<script>alert(1)</script>'],
    ['a mixed-case scheme', 'HTTPS://partner.example/sso/callback'],
    ['another scheme', 'http://partner.example/sso/callback'],
    ['a default port not registered', 'https://partner.example:443/sso/callback'],
    ['another port', 'https://partner.example:8443/sso/callback'],
    ['a leading space', ' https://partner.example/sso/callback'],
    ['a tab inside', 'https://partner.exa\tmple/sso/callback'],
    ['a newline inside', 'https://partner.example/sso/callback\n'],
    ['a NUL', 'https://partner.example/sso/callback\u0000'],
    ['a non-ASCII look-alike', 'https://pаrtner.example/sso/callback'],
    ['a fragment', 'https://partner.example/sso/callback#x'],
    ['a trailing dot on the host', 'https://partner.example./sso/callback'],
    ['another path', 'https://partner.example/sso/callback/extra'],
    ['a shorter path', 'https://partner.example/sso'],
    ['a trailing slash', 'https://partner.example/sso/callback/'],
    ['a double slash', 'https://partner.example//sso/callback'],
    ['an IPv6 host', 'https://[::1]/sso/callback'],
    ['an empty string', ''],
  ])('refuses %s', (_why, uri) => {
    expect(isAllowedRedirect(uri, REGISTERED)).toBe(false);
  });

  it('accepts a default port only when that is what was registered', () => {
    expect(isAllowedRedirect('https://partner.example:443/cb', ['https://partner.example:443/cb'])).toBe(
      true,
    );
    expect(isAllowedRedirect('https://partner.example/cb', ['https://partner.example:443/cb'])).toBe(false);
  });

  it('matches nothing against a registered entry that does not parse or carries a query', () => {
    expect(isAllowedRedirect('https://partner.example/cb', ['https://partner.example/cb?x=1'])).toBe(false);
    expect(isAllowedRedirect('https://partner.example/cb', ['not a uri'])).toBe(false);
    expect(isAllowedRedirect('https://partner.example/cb', [])).toBe(false);
  });
});

describe('isRegistrableRedirect', () => {
  const DEV = { allowLoopbackHttp: true };

  it('takes https on a public host and never a query', () => {
    expect(isRegistrableRedirect('https://partner.example/cb')).toBe(true);
    expect(isRegistrableRedirect('http://partner.example/cb')).toBe(false);
    expect(isRegistrableRedirect('http://partner.example/cb', DEV)).toBe(false);
    expect(isRegistrableRedirect('https://partner.example/cb?x=1')).toBe(false);
  });

  it.each([
    'http://localhost:5173/cb',
    'http://127.0.0.1:4000/cb',
    'https://localhost/cb',
    'http://app.localhost/cb',
  ])('takes the loopback address %s only where the policy allows it (development)', (uri) => {
    expect(isRegistrableRedirect(uri)).toBe(false);
    expect(isRegistrableRedirect(uri, DEV)).toBe(true);
  });
});

describe('isAllowedRedirect under a policy', () => {
  it('follows a loopback entry registered in development only while the policy allows it', () => {
    const local = ['http://localhost:4000/auth/callback'];
    expect(isAllowedRedirect('http://localhost:4000/auth/callback', local, { allowLoopbackHttp: true })).toBe(
      true,
    );
    expect(isAllowedRedirect('http://localhost:4000/auth/callback', local)).toBe(false);
  });
});

describe('parseRedirectUri', () => {
  it('reads an empty path as / and keeps the port as written', () => {
    expect(parseRedirectUri('https://p.example:8080')).toEqual({
      scheme: 'https',
      host: 'p.example',
      port: '8080',
      path: '/',
      query: null,
    });
  });

  it('refuses ports out of range or with leading zeros', () => {
    expect(parseRedirectUri('https://p.example:0443/')).toBeNull();
    expect(parseRedirectUri('https://p.example:65536/')).toBeNull();
    expect(parseRedirectUri('https://p.example:0/')).toBeNull();
  });
});
