/**
 * The `ispz:*` events a widget's host element dispatches, typed for the host page: a partner
 * writes `document.addEventListener('ispz:login', (e) => e.detail.user.user_id)` and it typechecks,
 * because the map below is merged into the DOM's own event maps.
 */
import type { AuthSessionInfo } from '../auth/auth-api';

/** `ispz:login`: the visitor signed in; the detail is who, and until when (never the tokens). */
export type IspzLoginDetail = AuthSessionInfo;

/** `ispz:signup`: an account was created; the session when the server signed the visitor in. */
export interface IspzSignupDetail {
  readonly session: AuthSessionInfo | null;
}

/** `ispz:logout`: the session ended, by the visitor (or the server refusing a redirect) or by expiry (401). */
export interface IspzLogoutDetail {
  readonly reason: 'user' | 'session-expired';
  /** 'Session expired please login again' after an expiry (spec §4). */
  readonly message?: string;
}

/** `ispz:error`: a call failed; `message` is the text the widget showed (spec §8). */
export interface IspzErrorDetail {
  readonly message: string;
  readonly code?: string;
  readonly status?: number;
}

/** Every event a widget host dispatches, by name. */
export interface IspzEventMap {
  'ispz:login': CustomEvent<IspzLoginDetail>;
  'ispz:signup': CustomEvent<IspzSignupDetail>;
  'ispz:logout': CustomEvent<IspzLogoutDetail>;
  'ispz:error': CustomEvent<IspzErrorDetail>;
}

/** An event name of the map. */
export type IspzEventName = keyof IspzEventMap;

/** The detail type carried by one event name. */
export type IspzEventDetail<K extends IspzEventName> = IspzEventMap[K]['detail'];

declare global {
  interface HTMLElementEventMap extends IspzEventMap {}
  interface DocumentEventMap extends IspzEventMap {}
  interface WindowEventMap extends IspzEventMap {}
}

/**
 * Dispatches an `ispz:*` event on the host element. It bubbles and is composed, so it leaves
 * the shadow root and reaches `document` and `window` listeners of the partner page.
 */
export function dispatchIspzEvent<K extends IspzEventName>(
  host: EventTarget,
  type: K,
  detail: IspzEventDetail<K>,
): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
