/**
 * The platform admin's view of roles and permissions (spec §6 "role and permission views,
 * allowed UI routes"): for each token role its menu, default route configuration and whether it
 * counts as admin or seller; for each loan persona the capabilities it holds. Read from the
 * core's tables (core/permissions), so the view can never disagree with what is enforced.
 */
import { z } from '@hono/zod-openapi';
import { LOAN_PERSONAS, TOKEN_ROLES } from '../../../../core/permissions/actor';
import { CAPABILITY_RULES, type Capability } from '../../../../core/permissions/capability-rules';
import { PERSONA_LABELS } from '../../../../core/permissions/persona';
import { isAdminOrSeller, menuVariant } from '../../../../core/permissions/roles';
import { defaultRouteConfig } from '../../../../core/permissions/route-config';
import { RouteConfigSchema, routeConfigDto } from './route-config-dto';

export const RoleViewSchema = z
  .object({
    success: z.literal(true),
    roles: z.array(
      z.object({
        role: z.enum(TOKEN_ROLES),
        menu: z.enum(['admin', 'consumer', 'default']),
        admin_or_seller: z.boolean(),
        routeConfig: RouteConfigSchema,
      }),
    ),
    personas: z.array(
      z.object({ persona: z.enum(LOAN_PERSONAS), label: z.string(), capabilities: z.array(z.string()) }),
    ),
  })
  .openapi('RolesAndPermissions');

export function roleViewDto(): z.input<typeof RoleViewSchema> {
  const capabilities = Object.entries(CAPABILITY_RULES) as [
    Capability,
    (typeof CAPABILITY_RULES)[Capability],
  ][];
  return {
    success: true,
    roles: TOKEN_ROLES.map((role) => ({
      role,
      menu: menuVariant(role),
      admin_or_seller: isAdminOrSeller(role),
      routeConfig: routeConfigDto(defaultRouteConfig(role)),
    })),
    personas: LOAN_PERSONAS.map((persona) => ({
      persona,
      label: PERSONA_LABELS[persona],
      capabilities: capabilities.filter(([, rule]) => rule.personas.includes(persona)).map(([name]) => name),
    })),
  };
}
