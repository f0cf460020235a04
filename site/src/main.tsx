/**
 * The site's entry: draws the generic skeleton at once, reads the boot answer (config, tenant,
 * session), then hands the page to the router. A platform that cannot be reached gets the crash
 * screen with its retry, never a blank page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../../widgets/kit/toast';
import { bootSite } from './app/boot';
import { createSiteRouter } from './app/router';
import { SiteProvider } from './app/site-context';
import { BootFailure } from './errors/crash-screen';
import { RouteSkeleton } from './kit/skeletons';
import { applyTenantTheme } from './tenants/theme';
import './kit/site.css';

const root = createRoot(document.getElementById('root')!);
root.render(<RouteSkeleton />);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

bootSite().then(
  (boot) => {
    applyTenantTheme(boot.tenant, document.documentElement);
    const router = createSiteRouter(boot);
    root.render(
      <StrictMode>
        <SiteProvider boot={boot}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </SiteProvider>
      </StrictMode>,
    );
  },
  () => root.render(<BootFailure />),
);
