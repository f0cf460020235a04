import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from './redirect-policy';
import { parseRedirectUri } from './redirect-uri';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
// Public hosts: loopback names are followed only in development (see redirect-policy.test.ts).
const host = fc
  .array(label, { minLength: 2, maxLength: 4 })
  .map((l) => l.join('.'))
  .filter((h) => !h.endsWith('.localhost'));
const segment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,10}$/);
const registered = fc
  .record({
    host,
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    path: fc.array(segment, { minLength: 1, maxLength: 4 }),
  })
  .map(({ host, port, path }) => `https://${host}${port === undefined ? '' : `:${port}`}/${path.join('/')}`);

/** Ways attackers dress a registered URI up; none of them may pass. */
const hostile: ((uri: string) => string)[] = [
  (u) => u.replace('https://', '//'),
  (u) => u.replace('https://', 'HTTPS://'),
  (u) => u.replace('https://', 'Https://'),
  (u) => u.replace('https://', 'http://'),
  (u) => u.replace('https://', 'javascript://'),
  (u) => `data:text/html,${u}`,
  (u) => u.replace(/^https:\/\/([^/]+)/, 'https://$1.evil.example'),
  (u) => u.replace(/^https:\/\/([^/]+)/, 'https://$1@evil.example'),
  (u) => u.replace(/^https:\/\/([^/]+)/, 'https://evil.example#@$1'),
  (u) => u.replace(/^https:\/\/([^/]+)/, 'https://$1\\@evil.example'),
  (u) => u.replace(/^https:\/\/([^/:]+)/, 'https://$1:443'),
  (u) => u.replace(/^https:\/\/([^/]+)/, 'https://$1.'),
  (u) => u.replace(/\/([^/]*)$/, '/%2e%2e/$1'),
  (u) => u.replace(/\/([^/]*)$/, '%2f$1'),
  (u) => `${u}/`,
  (u) => `${u}/../evil`,
  (u) => `${u}#frag`,
  (u) => ` ${u}`,
  (u) => `${u}\t`,
  (u) => u.replace('://', ':/\u0000/'),
  (u) => u.replace('/', '\\'),
];

describe('isAllowedRedirect, generated', () => {
  it('accepts every registered URI as registered', () => {
    fc.assert(
      fc.property(registered, (uri) => {
        expect(isAllowedRedirect(uri, [uri])).toBe(true);
      }),
    );
  });

  it('refuses a registered URI with any query appended, however harmless it looks', () => {
    fc.assert(
      fc.property(registered, fc.stringMatching(/^[A-Za-z0-9=&_:/.-]{0,20}$/), (uri, query) => {
        expect(isAllowedRedirect(`${uri}?${query}`, [uri])).toBe(false);
        expect(isAllowedRedirect(`${uri}?next=https://evil.example/${query}`, [uri])).toBe(false);
      }),
    );
  });

  it('refuses every hostile variant of a registered URI', () => {
    fc.assert(
      fc.property(registered, fc.constantFrom(...hostile), (uri, dress) => {
        const variant = dress(uri);
        fc.pre(variant !== uri);
        expect(isAllowedRedirect(variant, [uri])).toBe(false);
      }),
    );
  });

  it('accepts a URI built from parts exactly when every part is the registered one', () => {
    const parts = fc.record({
      scheme: fc.constantFrom('https', 'http'),
      host: fc.constantFrom(
        'partner.example',
        'partner.example.evil.example',
        'evil.example',
        'Partner.Example',
      ),
      port: fc.constantFrom('', ':443', ':8443'),
      path: fc.constantFrom('/sso/callback', '/sso', '/sso/callback/', '/SSO/callback', '/sso/callback/x'),
      query: fc.constantFrom('', '?state=1', '?next=/x', '?next=https://evil.example'),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const uri = `${p.scheme}://${p.host}${p.port}${p.path}${p.query}`;
        const same =
          p.scheme === 'https' &&
          p.host.toLowerCase() === 'partner.example' &&
          p.port === '' &&
          p.path === '/sso/callback' &&
          p.query === '';
        expect(isAllowedRedirect(uri, ['https://partner.example/sso/callback'])).toBe(same);
      }),
    );
  });

  it('lets nothing pass that differs from the registered URI but for the case of the host', () => {
    fc.assert(
      fc.property(
        registered.chain((uri) =>
          fc.tuple(
            fc.constant(uri),
            fc.oneof(
              fc.string({ maxLength: 80 }),
              fc.string({ maxLength: 12 }).map((tail) => uri + tail),
            ),
          ),
        ),
        ([uri, candidate]) => {
          if (!isAllowedRedirect(candidate, [uri])) return;
          const a = parseRedirectUri(candidate)!;
          const r = parseRedirectUri(uri)!;
          expect([a.scheme, a.host, a.port, a.path, a.query]).toEqual([
            r.scheme,
            r.host,
            r.port,
            r.path,
            r.query,
          ]);
          expect(candidate.toLowerCase()).toBe(uri.toLowerCase());
        },
      ),
    );
  });

  it('refuses a registered URI with any one character changed in its origin or path', () => {
    fc.assert(
      fc.property(
        registered,
        fc.nat(),
        fc.constantFrom('x', '/', '.', '%', '@', ':', '\\', ' '),
        (uri, at, ch) => {
          const i = at % uri.length;
          const variant = uri.slice(0, i) + ch + uri.slice(i + 1);
          fc.pre(variant.toLowerCase() !== uri.toLowerCase());
          expect(isAllowedRedirect(variant, [uri])).toBe(false);
        },
      ),
    );
  });
});
