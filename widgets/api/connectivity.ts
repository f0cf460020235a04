/**
 * Connectivity (spec §4 "offline shows banner; after reconnection polls every 2 s until
 * confirmed", §9 poll every 2 s): the first failed call emits `offline` with 'Internet
 * connection lost' and starts polling a cheap public GET; the first answer (any status: the
 * server was reached) stops the poll and emits `online`.
 */
import { GENERAL_MESSAGES } from '../../core/errors/general-messages';
import type { SessionEvents } from './session-events';

export interface Connectivity {
  /** A call failed for want of a network: announce it once and poll until back. */
  lost(): void;
  /** An answer arrived: if we were offline, we are back. */
  reached(): void;
  isOffline(): boolean;
  stop(): void;
}

/** Watches the connection with `probe` (resolves true when the server answered). */
export function createConnectivity(
  events: SessionEvents,
  probe: () => Promise<boolean>,
  pollMs: number,
): Connectivity {
  let timer: ReturnType<typeof setInterval> | null = null;
  let probing = false;

  function reached() {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    events.emit('online', null);
  }

  async function poll() {
    if (probing) return;
    probing = true;
    try {
      if (await probe()) reached();
    } finally {
      probing = false;
    }
  }

  return {
    lost() {
      if (timer !== null) return;
      events.emit('offline', { message: GENERAL_MESSAGES.internetConnectionLost });
      timer = setInterval(() => void poll(), pollMs);
    },
    reached,
    isOffline: () => timer !== null,
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

/** False only when the browser knows it is offline (`navigator.onLine`); true elsewhere (Node). */
export function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
