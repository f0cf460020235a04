/**
 * What a trading element needs beyond its attributes: a signed-in session over the platform at
 * `api-base`. Every trading element of a page shares one session per platform (one sign-in
 * for the page, one refresh at a time), created when the first element needs it and ended
 * when the last one goes. On the platform's own origin the session is restored from the
 * HttpOnly refresh cookie before the widgets call; elsewhere a host hands a session in through
 * `mount(el, { session })`. Logouts become `ispz:logout` on each element.
 */
import { MESSAGES } from '../../core/errors/messages';
import { type ApiClient, createApiClient, createSession, type Session } from '../api';
import { dispatchIspzEvent } from '../elements/events';

/** The attributes-only props of a trading element. */
export interface TradingHostProps {
  /** The platform's origin (`https://platform.example`); '' or absent: the page's own origin. */
  readonly apiBase?: string;
}

interface PageSession {
  readonly session: Session;
  readonly client: ApiClient;
  /** Settles once the session is as signed in as it can be (cookie restored or not). */
  readonly ready: Promise<boolean>;
  users: number;
}

const pageSessions = new Map<string, PageSession>();
const readiness = new WeakMap<Session, Promise<boolean>>();
const hosts = new WeakMap<HTMLElement, { readonly base: string; readonly stop: () => void }>();

function sameOrigin(base: string): boolean {
  if (base === '') return true;
  try {
    return new URL(base).origin === globalThis.location?.origin;
  } catch {
    return false;
  }
}

function pageSession(base: string): PageSession {
  const known = pageSessions.get(base);
  if (known) return known;
  const transport = sameOrigin(base) ? 'cookie' : 'body';
  const session = createSession({ baseUrl: base, transport });
  const ready = session.restore().catch(() => false);
  readiness.set(session, ready);
  const created: PageSession = { session, client: createApiClient({ session }), ready, users: 0 };
  pageSessions.set(base, created);
  return created;
}

/** Resolves when `session` may be used: at once for a session the host made itself. */
export function sessionReady(session: Session): Promise<boolean> {
  return readiness.get(session) ?? Promise.resolve(session.isAuthenticated());
}

/**
 * Component props for a trading element: `apiBase` becomes the page's shared session and
 * client for that platform. A `session` given by a `mount` caller wins and is used as is.
 */
export function prepareTradingProps(
  props: Readonly<Record<string, unknown>>,
  host: HTMLElement,
): Record<string, unknown> {
  const { apiBase, ...rest } = props as Readonly<Record<string, unknown>> & TradingHostProps;
  if (rest.session) return rest;
  const base = (apiBase ?? '').replace(/\/+$/, '');
  const current = hosts.get(host);
  if (current?.base !== base) {
    releaseTradingHost(host);
    const page = pageSession(base);
    page.users += 1;
    const stopLogout = page.session.events.on('logout', (event) => {
      const expired = event.detail.reason === 'expired';
      dispatchIspzEvent(
        host,
        'ispz:logout',
        expired ? { reason: 'session-expired', message: MESSAGES.sessionExpired } : { reason: 'user' },
      );
    });
    hosts.set(host, { base, stop: stopLogout });
  }
  const page = pageSession(base);
  return { ...rest, session: page.session, client: page.client };
}

/** Lets go of the element's share of its page session; the last element ends it. */
export function releaseTradingHost(host: HTMLElement): void {
  const current = hosts.get(host);
  if (!current) return;
  current.stop();
  hosts.delete(host);
  const page = pageSessions.get(current.base);
  if (!page) return;
  page.users -= 1;
  if (page.users <= 0) {
    page.session.dispose();
    pageSessions.delete(current.base);
  }
}
