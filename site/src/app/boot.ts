/**
 * What the site knows before it draws its first page: the deployment's config (the build, the
 * contacts), the tenant the host maps to (its branding, features and landing page), and whether
 * the browser still holds a session (the refresh cookie). Read once, in parallel, when the site
 * starts; the router is made from the answer (one build's routes, the tenant's landing page).
 */
import { type ApiClient, createApiClient, createSession, type Session } from '../../../widgets/api';
import type { components, paths } from '../../../widgets/api/schema.gen';

export type SiteConfig = components['schemas']['SiteConfig'];
export type Build = SiteConfig['build'];

/** The tenant config of this host (`/api/tenants/current`); `tenant_id` null on unmapped hosts. */
export type Tenant = paths['/tenants/current']['get']['responses'][200]['content']['application/json'];

export interface Boot {
  readonly config: SiteConfig;
  readonly tenant: Tenant;
  readonly session: Session;
  readonly api: ApiClient;
}

/** The site cannot start: the server did not answer its config (the crash screen says so). */
export class BootError extends Error {
  override readonly name = 'BootError';
}

/**
 * Reads the config and the tenant, and restores the session from the refresh cookie.
 * @example const boot = await bootSite(); const router = createSiteRouter(boot);
 */
export async function bootSite(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<Boot> {
  const session = createSession({
    baseUrl: '',
    transport: 'cookie',
    fetch: fetchImpl,
    // The server's readable marker beside the HttpOnly refresh cookie: no marker, no refresh call.
    mayRestore: () => document.cookie.split('; ').includes('ispz_signed_in=1'),
  });
  const api = createApiClient({ session, fetch: fetchImpl });
  const [config, tenant] = await Promise.all([
    api.GET('/site/config'),
    api.GET('/tenants/current'),
    session.restore().catch(() => false),
  ]);
  if (!config.data || !tenant.data) throw new BootError('The site could not reach the platform.');
  return { config: config.data, tenant: tenant.data, session, api };
}
