/**
 * When two requests sent with one Idempotency-Key are "the same" (./idempotency.ts): a retry
 * must replay the first answer however its client wrote the JSON, and anything else with that
 * key is refused.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { canonicalJson } from '../../core/format/canonical-json';
import type { AppEnv } from './router';

/**
 * What makes two requests "the same": method, path, sorted query, caller, and the canonical JSON
 * of a JSON body (a body that is not JSON — a malformed one, a file — by its bytes).
 */
export async function requestFingerprint(c: Context<AppEnv>, scope: string): Promise<string> {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a, x], [b, y]) => (a === b ? cmp(x, y) : cmp(a, b)));
  const hash = createHash('sha256').update(canonicalJson([c.req.method, url.pathname, query, scope]));
  // The body as the edge read it (../edge/refuse-nul.ts), else a copy that leaves it to the route.
  const body = c.req.bodyCache.arrayBuffer
    ? await c.req.arrayBuffer()
    : await c.req.raw.clone().arrayBuffer();
  const bytes = new Uint8Array(body);
  const type = c.req.header('content-type') ?? '';
  const parsed = /^application\/(.+\+)?json\b/i.test(type) ? jsonValue(bytes) : undefined;
  if (parsed !== undefined) hash.update('\njson\n').update(parsed);
  else hash.update('\nbytes\n').update(bytes);
  return hash.digest('hex');
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function jsonValue(bytes: Uint8Array): string | undefined {
  try {
    return canonicalJson(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return undefined;
  }
}
