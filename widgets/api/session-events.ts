/**
 * What the session tells the page (spec §4 Auth and Connectivity, §7): a typed EventTarget, so
 * `session.events.addEventListener('session-expired', (e) => toast(e.detail.message))`
 * typechecks and a misspelt event name does not.
 */
import type { SessionSnapshot } from './session-types';

/** Why the session ended. */
export type LogoutReason = 'user' | 'expired';

/** Every event of a session and its detail. */
export interface SessionEventMap {
  /** A call met a 401 the session could not refresh past: 'Session expired please login again'. */
  'session-expired': CustomEvent<{ readonly message: string }>;
  /** The server answered 502 or 520: 'Something is not right'. */
  'bad-gateway': CustomEvent<{ readonly message: string; readonly status: number }>;
  /** A call could not reach the server: 'Internet connection lost'; polling every 2 s starts. */
  offline: CustomEvent<{ readonly message: string }>;
  /** The poll reached the server again. */
  online: CustomEvent<null>;
  /** Tokens of a new sign-in (or context switch) were taken in. */
  login: CustomEvent<SessionSnapshot>;
  /** The tokens were dropped. */
  logout: CustomEvent<{ readonly reason: LogoutReason }>;
}

export type SessionEventType = keyof SessionEventMap;
type Detail<K extends SessionEventType> = SessionEventMap[K]['detail'];

/**
 * An event target that only speaks `SessionEventMap` (it wraps a DOM EventTarget, so listeners
 * get real `CustomEvent`s).
 */
export class SessionEvents {
  readonly #target = new EventTarget();

  addEventListener<K extends SessionEventType>(
    type: K,
    listener: (event: SessionEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void {
    this.#target.addEventListener(type, listener as EventListener, options);
  }

  removeEventListener<K extends SessionEventType>(
    type: K,
    listener: (event: SessionEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void {
    this.#target.removeEventListener(type, listener as EventListener, options);
  }

  /** Listens to `type`; returns the function that stops listening. */
  on<K extends SessionEventType>(type: K, listener: (event: SessionEventMap[K]) => void): () => void {
    this.addEventListener(type, listener);
    return () => this.removeEventListener(type, listener);
  }

  /** Dispatches `type` with `detail`. */
  emit<K extends SessionEventType>(type: K, detail: Detail<K>): void {
    this.#target.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
