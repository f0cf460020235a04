/**
 * Route configuration (spec §3 "route configuration (navLinks, routes)", §7 GET
 * /users/routeConfig) and the platform admin's view of roles and permissions (spec §6 "role
 * and permission views"): the core's values, which already carry the spec's names. The caller's
 * own configuration also carries the default-user flag and persona check of spec §6.
 */
import { z } from '@hono/zod-openapi';
import type { RouteFlags } from '../../../../core/accounts/route-config/user-route-settings';
import type { RouteConfig } from '../../../../core/permissions/route-config';

export const RouteConfigSchema = z
  .object({
    navLinks: z.array(z.object({ label: z.string(), path: z.string() })),
    routes: z.array(z.object({ path: z.string(), readOnly: z.boolean() })),
  })
  .openapi('RouteConfig');

export function routeConfigDto(config: RouteConfig): z.input<typeof RouteConfigSchema> {
  return {
    navLinks: config.navLinks.map((l) => ({ label: l.label, path: l.path })),
    routes: config.routes.map((r) => ({ path: r.path, readOnly: r.readOnly })),
  };
}

/** The flags of spec §6 the platform admin sets per person, as the screens read them. */
export const RouteFlagsSchema = z
  .object({
    defaultUser: z
      .boolean()
      .openapi({ description: 'The default-user flag: the person trades as a lender.' }),
    personaCheck: z.boolean().openapi({ description: 'The persona check: Import Loan Files is shown.' }),
  })
  .openapi('RouteFlags');

export function routeFlagsDto(flags: RouteFlags): z.input<typeof RouteFlagsSchema> {
  return { defaultUser: flags.defaultUser, personaCheck: flags.personaCheck };
}
