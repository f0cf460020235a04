/**
 * Holds a trading element's widget back until its page session is ready (the refresh cookie
 * traded for tokens on the platform's own origin), so the first call — the caller's
 * `GET /trading_screen` — goes out signed in rather than answering 'Session expired please
 * login again' to a page that is in fact signed in. Shows the loading sentence meanwhile.
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { Session } from '../api';
import { DataState } from './shared/data-state';
import { sessionReady } from './trading-host';

/** Renders `children` once `session` is ready; `session` absent: at once. */
export function SessionGate(props: { readonly session?: Session; readonly children?: ReactNode }) {
  const { session } = props;
  const [ready, setReady] = useState(session === undefined);
  useEffect(() => {
    if (!session) return;
    let live = true;
    void sessionReady(session).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [session]);
  return ready ? (props.children ?? null) : <DataState state="loading" />;
}
