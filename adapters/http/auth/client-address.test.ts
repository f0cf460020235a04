import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, isProxyEntry, trustedProxies } from './client-address';

/** The address `clientAddressOf(trusted)` reads for a request from `peer` with `forwarded`. */
async function clientOf(trusted: string[] | null, peer: string, forwarded?: string): Promise<string> {
  const read = clientAddressOf(trusted ? trustedProxies(trusted) : null);
  const app = new Hono().get('/', (c) => c.text(read(c)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('the client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    expect(await clientOf(null, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await clientOf([], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await clientOf(['10.0.0.1'], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('takes the rightmost hop that is not a trusted proxy, whatever the client wrote to its left', async () => {
    const proxies = ['10.0.0.0/8'];
    expect(await clientOf(proxies, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf(proxies, '10.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf(proxies, '10.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(await clientOf(proxies, '::ffff:10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('falls back to the proxy itself when the header is missing or was not written by it', async () => {
    expect(await clientOf(['10.0.0.1'], '10.0.0.1')).toBe('10.0.0.1');
    expect(await clientOf(['10.0.0.1'], '10.0.0.1', '198.51.100.7, not-an-address')).toBe('10.0.0.1');
  });

  it('reads IPv6 clients and proxies', async () => {
    expect(await clientOf(['fd00::/8'], 'fd00::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('accepts addresses and CIDR blocks only', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']) expect(isProxyEntry(entry)).toBe(true);
    for (const entry of ['', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '10.0.0.0/x'])
      expect(isProxyEntry(entry)).toBe(false);
  });
});
