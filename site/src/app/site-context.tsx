/**
 * The site's shared state for every page: the boot answer (config, tenant, session, API client).
 * Server state (lists, forms' answers) lives in TanStack Query, not here.
 */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../../../widgets/api';
import type { Boot } from './boot';

const SiteContext = createContext<Boot | null>(null);

export function SiteProvider(props: { readonly boot: Boot; readonly children: ReactNode }) {
  return <SiteContext.Provider value={props.boot}>{props.children}</SiteContext.Provider>;
}

/** The boot answer: `config` (build, contacts), `tenant`, `session`, `api`. */
export function useSite(): Boot {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}

/** The boot answer, or null outside the provider (the boot-failure screen draws before it exists). */
export function useOptionalSite(): Boot | null {
  return useContext(SiteContext);
}

/** The signed-in person's session, or null; re-renders on login (and context switch) and logout. */
export function useSessionSnapshot(): SessionSnapshot | null {
  const { session } = useSite();
  return useSyncExternalStore(
    (changed) => {
      const events = ['login', 'logout'] as const;
      const offs = events.map((type) => session.events.on(type, changed));
      return () => {
        for (const off of offs) off();
      };
    },
    () => session.snapshot(),
  );
}
