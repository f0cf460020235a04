/**
 * The life-cycle test's page: signs a demo persona in through the API (`?as=<email>`), then
 * mounts each trading widget named in `?widgets=` with that session through the family's
 * `mount()`, as a host page composes them — the pool filters' `ispz:filter` re-mounts the
 * records with the new query. `window.lifecycle` says when the widgets are mounted (or why not).
 */
import { createApiClient, createSession } from '../../widgets/api';
import { mountTrading } from '../../widgets/trading';

const params = new URLSearchParams(location.search);
const PASSWORD = 'Demo@2026!';

async function signIn() {
  const session = createSession({ baseUrl: '' });
  const client = createApiClient({ session });
  const { error } = await client.POST('/auth/login', {
    body: { username: params.get('as') ?? '', password: PASSWORD },
  });
  if (error !== undefined || !session.isAuthenticated())
    throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
  return { session, client };
}

async function start() {
  const signed = await signIn();
  const props = JSON.parse(params.get('props') ?? '{}') as Record<string, Record<string, unknown>>;
  const unmounts = new Map<string, () => void>();
  const place = (widget: string, extra: Record<string, unknown> = {}) => {
    let host = document.getElementById(widget);
    if (!host) {
      host = document.createElement('section');
      host.id = widget;
      document.getElementById('root')?.append(host);
    }
    unmounts.get(widget)?.();
    unmounts.set(widget, mountTrading(host, { widget, ...signed, ...(props[widget] ?? {}), ...extra }));
  };
  const widgets = (params.get('widgets') ?? '').split(',').filter(Boolean);
  for (const widget of widgets) place(widget);
  document.addEventListener('ispz:filter', (event) => {
    if (widgets.includes('loan-records')) place('loan-records', { query: event.detail });
  });
  return widgets;
}

declare global {
  interface Window {
    lifecycle: Promise<string[]>;
  }
}
window.lifecycle = start();
