/**
 * Which documented calls a run answered successfully. A database tour (`*.db.test.ts`) promises
 * a happy path for every call of one router; it proves it by recording every answer its
 * clients get (`tradingWorld({ observe })`) and matching the successful ones against the calls
 * the router itself documents — so a route added to the router fails the tour until it gets one.
 */
import { createHttpApp } from '../../app';
import { registerSessionSecurity } from '../../session';
import type { TradingRouter } from '../index';
import type { CallObserver } from './test-client';
import { tradingWorld } from './trading-world';

/** A documented call as "get /path/{param}", the way the OpenAPI document names it. */
export type Call = string;

/** The calls `router` documents (read from the OpenAPI document of an app serving only it). */
export async function routerCalls(router: TradingRouter): Promise<Call[]> {
  const w = await tradingWorld();
  try {
    const app = createHttpApp({
      modules: [
        (api) => {
          registerSessionSecurity(api);
          router(api, w.deps);
        },
      ],
    });
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    // A router documenting nothing would make every tour of it pass vacuously.
    if (calls.length === 0) throw new Error('the router documents no call');
    return calls;
  } finally {
    await w.close();
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const matcher = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

/** A recorder of successful answers; `unanswered` names the calls none of them matched. */
export function routeCoverage() {
  const answered: { method: string; path: string }[] = [];
  const observe: CallObserver = (method, path, status) => {
    if (status >= 200 && status < 300) answered.push({ method: method.toLowerCase(), path });
  };
  return {
    observe,
    unanswered(calls: readonly Call[]): Call[] {
      return calls.filter((call) => {
        const [method, template] = call.split(' ') as [string, string];
        const re = matcher(template);
        return !answered.some((a) => a.method === method && re.test(a.path));
      });
    },
  };
}
