/**
 * Route configuration for the caller (spec §3 route configuration {navLinks, routes}, §7 GET
 * /users/routeConfig, §6 read-only pages and "UI permissions per business user"). The
 * configuration is the role's default (`defaultRouteConfig`, core/permissions); inside a
 * business, the read-only pages its admin chose for the member replace the default ones. The
 * links are always the role's menu — an admin can restrict a member, never widen their menu.
 * The answer also carries the person's default-user flag and persona check (user-route-settings.ts).
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { defaultRouteConfig, type RouteConfig } from '../../permissions/route-config';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { asBusinessAdmin } from '../businesses/business-access';
import { ContextErrors } from '../contexts/contexts.errors';
import { type RouteFlags, routeFlagsOf } from './user-route-settings';

type Deps = DepsOf<'routeConfigs' | 'businessDirectory'>;

function withReadOnly(config: RouteConfig, readOnlyPaths: readonly string[]): RouteConfig {
  return {
    navLinks: config.navLinks,
    routes: config.routes.map((r) => ({ path: r.path, readOnly: readOnlyPaths.includes(r.path) })),
  };
}

/** A person's route configuration: links, routes with read-only flags, and their flags. */
export type CallerRouteConfig = RouteConfig & RouteFlags;

/** The caller's navigation links and routes, each with its read-only flag, and the caller's flags. */
export async function routeConfigFor(
  deps: Deps,
  actor: AccountActor,
): Promise<Result<CallerRouteConfig, DomainError>> {
  const base = defaultRouteConfig(actor.role);
  const businessId = actor.businessId;
  return deps.uow.read(async (s) => {
    const flags = await routeFlagsOf(s.routeConfigs, actor.userId);
    const stored = businessId ? await s.routeConfigs.forMember(businessId, actor.userId) : null;
    return ok({ ...(stored ? withReadOnly(base, stored.readOnlyPaths) : base), ...flags });
  });
}

const schema = z.object({
  business_id: shortText(),
  user_id: shortText(),
  read_only_paths: z.array(z.string().trim().startsWith('/').max(200)).max(50),
});

/** A business admin sets which of a member's pages are read-only → 'Updated Successfully'. */
export async function setMemberRouteConfig(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; config: RouteConfig }, DomainError>> {
  const parsed = validate(schema, input, 'ROUTES.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id, user_id, read_only_paths } = parsed.value;
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId);
    if (!admin.ok) return admin;
    const member = await s.businessDirectory.findMembership(business_id, user_id);
    if (!member) return err(ContextErrors.memberNotFound());
    const base = defaultRouteConfig(member.role);
    const menu = new Set(base.navLinks.map((l) => l.path));
    const outside = read_only_paths.find((p) => !menu.has(p));
    if (outside !== undefined) return err(ContextErrors.pathNotInMenu({ path: outside }));
    const readOnlyPaths = [...new Set(read_only_paths)];
    await s.routeConfigs.putForMember({
      businessId: business_id,
      userId: user_id,
      readOnlyPaths,
      updatedBy: actor.userId,
      updatedAt: deps.clock.now().toISOString(),
    });
    return ok({ message: MESSAGES.updatedSuccessfully, config: withReadOnly(base, readOnlyPaths) });
  });
}

const memberQuery = schema.pick({ business_id: true, user_id: true });

/**
 * A member's route configuration as their business admin manages it: the member's menu with
 * the read-only flags stored for them (or the role's default) — what the member's own
 * `routeConfigFor` answers inside the business. Admins only; outsiders get not found.
 */
export async function memberRouteConfig(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<RouteConfig, DomainError>> {
  const parsed = validate(memberQuery, input, 'ROUTES.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id, user_id } = parsed.value;
  return deps.uow.run(async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId);
    if (!admin.ok) return admin;
    const member = await s.businessDirectory.findMembership(business_id, user_id);
    if (!member) return err(ContextErrors.memberNotFound());
    const base = defaultRouteConfig(member.role);
    const stored = await s.routeConfigs.forMember(business_id, user_id);
    return ok(stored ? withReadOnly(base, stored.readOnlyPaths) : base);
  });
}
