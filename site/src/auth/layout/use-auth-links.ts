/**
 * The sign-in widgets' links as the site's navigation: each link's address is the site's path
 * in this build (terms: /term in the US build, /terms in commerce), and following it — or a
 * post-login destination — goes through react-router instead of reloading the page.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AuthLinks } from '../../../../widgets/auth/routes';
import { useSite } from '../../app/site-context';
import { sitePath } from '../login-query';

/** @example const links = useAuthLinks(); <Login links={links} … /> */
export function useAuthLinks(): AuthLinks {
  const navigate = useNavigate();
  const { config } = useSite();
  return useMemo<AuthLinks>(
    () => ({
      href: (route) => sitePath(route, config.build),
      navigate: (route) => void navigate(sitePath(route, config.build)),
    }),
    [navigate, config.build],
  );
}
