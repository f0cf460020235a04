import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Which address a request comes from. By default the socket's peer: `X-Forwarded-For` is written
 * by whoever sends the request, so it is believed only from a configured trusted proxy
 * (`TRUSTED_PROXIES`, adapters/config.ts). Behind one, the client is the rightmost hop of
 * `X-Forwarded-For` that is not itself a trusted proxy — hops to its left were written by the
 * client and prove nothing. IPv4-mapped IPv6 peers (`::ffff:a.b.c.d`) are read as IPv4.
 */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** The peer address of the node server's socket, or one shared key when the runtime gives none. */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return plain(env?.incoming?.socket?.remoteAddress ?? 'unknown');
}

const plain = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** Whether `entry` is an address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The set of trusted proxies from addresses and CIDR blocks (each checked with `isProxyEntry`). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    if (!isProxyEntry(entry)) throw new Error(`not an address or CIDR block: ${entry}`);
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    has(address) {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client address reader for a deployment: the socket's peer, or — when that peer is a
 * trusted proxy — the rightmost untrusted `X-Forwarded-For` hop. With no trusted proxies
 * configured the header is ignored.
 */
export function clientAddressOf(trusted: TrustedProxies | null): (c: Context) => string {
  return (c) => {
    const peer = socketAddress(c);
    if (!trusted?.has(peer)) return peer;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => hop.length > 0);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      // A hop that is no address was not written by a proxy we trust: the proxy is misconfigured.
      if (isIP(hop) === 0) return peer;
      if (!trusted.has(hop)) return hop;
    }
    return hops[0] ?? peer;
  };
}
