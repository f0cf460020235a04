/**
 * What the session tests share: a fake server, a session and a client on it, a sign-in, and a
 * recorder of the session's events.
 */
import { createApiClient } from '../client';
import { createSession } from '../session';
import type { SessionEventMap, SessionEventType } from '../session-events';
import type { SessionOptions } from '../session-types';
import { fakeServer } from './fake-server';

const EVENTS: SessionEventType[] = ['session-expired', 'bad-gateway', 'offline', 'online', 'login', 'logout'];

/** A session and client over a fresh fake server; `events` lists what the session emitted. */
export function sessionOnFakeServer(options: Partial<SessionOptions> = {}) {
  const server = fakeServer();
  const session = createSession({
    baseUrl: 'https://platform.example',
    fetch: server.fetch,
    now: server.now,
    ...options,
  });
  const api = createApiClient({ session, fetch: server.fetch });
  const events: { type: SessionEventType; detail: unknown }[] = [];
  for (const type of EVENTS) {
    session.events.on(type, (e: SessionEventMap[typeof type]) => events.push({ type, detail: e.detail }));
  }
  const login = () =>
    api.POST('/auth/login', { body: { username: 'investor@demo.test', password: 'Demo@2026!' } });
  const of = (type: SessionEventType) => events.filter((e) => e.type === type);
  return { server, session, api, events, of, login };
}
