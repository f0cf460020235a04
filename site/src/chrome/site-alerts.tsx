/**
 * What the session tells every page (spec §4 Auth and Connectivity, §7): the offline banner
 * while calls cannot reach the platform (the session polls every 2 s and says `online` when it
 * is back), the session-expiry logout (a toast, then /login) and the bad-gateway toast. The
 * site's layout and the dashboard's render it once each; it must sit inside the router and
 * the kit's `ToastProvider`.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../widgets/kit/toast';
import { useSite } from '../app/site-context';
import { CHROME_TEXT } from './chrome-text';
import './site-alerts.css';

/** Whether the session currently reports the platform unreachable (false until it says so). */
export function useOffline(): boolean {
  const { session, api } = useSite();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const offs = [
      session.events.on('offline', () => setOffline(true)),
      session.events.on('online', () => setOffline(false)),
    ];
    // The browser knows before any call fails (now, or when it loses the network later): one
    // cheap call makes the session notice and start its poll.
    const browserOffline = () => void api.GET('/tenants/current').catch(() => undefined);
    window.addEventListener('offline', browserOffline);
    if (!navigator.onLine) browserOffline();
    return () => {
      for (const off of offs) off();
      window.removeEventListener('offline', browserOffline);
    };
  }, [session, api]);
  return offline;
}

/** Toasts the session's expiry and bad-gateway events; an expired session goes to /login. */
export function useSessionAlerts(): void {
  const { session } = useSite();
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    const offs = [
      session.events.on('session-expired', (event) => {
        toast.show(event.detail.message, 'error');
        navigate('/login');
      }),
      session.events.on('bad-gateway', (event) => toast.show(event.detail.message, 'error')),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [session, toast, navigate]);
}

/**
 * The offline banner (a polite live region, always present so its message is announced) and
 * the session's toasts. Render once per layout.
 * @example <SiteAlerts />
 */
export function SiteAlerts() {
  const offline = useOffline();
  useSessionAlerts();
  return (
    <div className="site-alerts" role="status" aria-live="polite">
      {offline ? (
        <p className="site-alerts__offline" data-testid="offline-banner">
          <strong>{CHROME_TEXT.offline}</strong> <span>{CHROME_TEXT.offlineHint}</span>
        </p>
      ) : null}
    </div>
  );
}
