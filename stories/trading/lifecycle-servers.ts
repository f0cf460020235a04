/**
 * The life-cycle test's server: the platform (the composition root on a temp SQLite database
 * with the demo seed) on 127.0.0.1, also serving the test page and its script built now from
 * `lifecycle-page.tsx` on the same origin, and API calls as a demo persona for checking the
 * server's state after each step.
 */
import { serve } from '@hono/node-server';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import { seedDemo } from '../../adapters/seed/seed-demo';
import type { Clock } from '../../core/ports/clock';
import { bundleChunk } from '../../widgets/build/build-widgets';
import { apiCaller, DEMO_PASSWORD } from '../auth/partner-e2e-servers';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Life cycle</title></head>' +
  '<body><main id="root"></main><script src="/lifecycle/page.js"></script></body></html>';

/** The platform with the page at `/lifecycle/?as=<email>&widgets=<names>`. */
export async function startLifecyclePlatform(dataDir: string, clock: Clock) {
  const [page, platform] = await Promise.all([
    bundleChunk('stories/trading/lifecycle-page.tsx', 'iife', 'IspzLifecycle', false),
    createPlatform(loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir }), {
      crypto: testAuthCrypto(),
      log: () => {},
      clock,
    }),
  ]);
  await seedDemo(platform);
  const server = serve({
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/lifecycle/page.js')
        return new Response(page.code, { headers: { 'content-type': 'text/javascript' } });
      if (path === '/lifecycle/') return new Response(PAGE, { headers: { 'content-type': 'text/html' } });
      return platform.app.fetch(request);
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((ready) => server.once('listening', ready));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, platform: platform as Platform, close: () => server.close() };
}

/** A demo persona's API calls (JSON), for reading the server's state in the test. */
export async function personaApi(base: string, email: string) {
  const call = apiCaller(base);
  const { response, json } = await call('/auth/login', { username: email, password: DEMO_PASSWORD });
  const headers = {
    authorization: `Bearer ${json.token}`,
    'x-xsrf-token': response.headers.get('x-xsrf-token') ?? '',
  };
  const user = (json.user as { user_id: string }).user_id;
  return {
    userId: user,
    get: async (path: string) => (await call(path, undefined, headers)).json as Record<string, never>,
    post: async (path: string, body: unknown) =>
      (await call(path, body, headers)).json as Record<string, never>,
  };
}
