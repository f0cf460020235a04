/**
 * Route configuration (spec §3 "route configuration (navLinks, routes)", §7 GET
 * /users/routeConfig) and the platform admin's view of roles and permissions (spec §6 "role
 * and permission views"): the core's values, which already carry the spec's names.
 */
import { z } from '@hono/zod-openapi';
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
