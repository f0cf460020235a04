/**
 * What a sign-in element needs beyond its attributes: a session and the `api` port over the
 * platform at `api-base`, one per element (tokens in memory, never shared with the page's
 * storage), and links to the platform's own pages. The session's logouts become `ispz:logout`
 * on the element, so the partner page learns of an expiry (spec §4).
 */
import { GENERAL_MESSAGES } from '../../core/errors/general-messages';
import { createSession } from '../api';
import { createJsonClient } from '../api/json-client';
import type { AuthApi } from '../auth/auth-api';
import { authApiFromClient } from '../auth/auth-api-client';
import type { AuthLinks } from '../auth/routes';
import { dispatchIspzEvent } from './events';

/** The attributes-only props of a sign-in element, turned into component props here. */
export interface AuthHostProps {
  /** The platform's origin (`https://platform.example`); '' or absent: the page's own origin. */
  readonly apiBase?: string;
  /** Where the platform's pages (sign-up, forgot password, terms) live; default `apiBase`. */
  readonly linksBase?: string;
}

interface HostSession {
  readonly key: string;
  readonly api: AuthApi;
  readonly links: AuthLinks;
  readonly stop: () => void;
}

const hosts = new WeakMap<HTMLElement, HostSession>();

function open(host: HTMLElement, apiBase: string, linksBase: string): HostSession {
  const session = createSession({ baseUrl: apiBase, transport: 'body' });
  const client = createJsonClient({
    baseUrl: `${apiBase}/api`,
    fetch: (request) => globalThis.fetch(request),
    middleware: session.middleware,
  });
  const api = authApiFromClient(client, session);
  const stopLogout = session.events.on('logout', (event) => {
    const expired = event.detail.reason === 'expired';
    dispatchIspzEvent(
      host,
      'ispz:logout',
      expired ? { reason: 'session-expired', message: GENERAL_MESSAGES.sessionExpired } : { reason: 'user' },
    );
  });
  return {
    key: `${apiBase}\n${linksBase}`,
    api,
    links: { base: linksBase },
    stop: () => {
      stopLogout();
      session.dispose();
    },
  };
}

/**
 * Component props for a sign-in element: `apiBase`/`linksBase` become the `api` port and
 * `links`, stable while those attributes stay the same. An `api` given by a `mount` caller wins.
 */
export function prepareAuthProps(
  props: Readonly<Record<string, unknown>>,
  host: HTMLElement,
): Record<string, unknown> {
  const { apiBase, linksBase, ...rest } = props as Readonly<Record<string, unknown>> & AuthHostProps;
  const base = (apiBase ?? '').replace(/\/+$/, '');
  const links = linksBase ?? base;
  let current = hosts.get(host);
  if (!current || current.key !== `${base}\n${links}`) {
    current?.stop();
    current = open(host, base, links);
    hosts.set(host, current);
  }
  return { api: current.api, links: current.links, ...rest };
}

/** Ends the element's session bookkeeping when its widget unmounts. */
export function releaseAuthHost(host: HTMLElement): void {
  hosts.get(host)?.stop();
  hosts.delete(host);
}
