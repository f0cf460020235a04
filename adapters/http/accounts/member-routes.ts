/**
 * Members of a business and what each may open (spec §6 token roles, "UI permissions per
 * business user"; §8 'Successfully Added', 'Updated Successfully'). Members see the list; only
 * admins add (by the email of an existing account), re-role or remove members, and choose which
 * of a member's pages are read-only. The owner stays an admin. Outsiders get 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  addMember,
  BUSINESS_ROLES,
  changeMemberRole,
  listMembers,
  removeMember,
} from '../../../core/accounts/route-config/business-members';
import { setMemberRouteConfig } from '../../../core/accounts/route-config/route-configs';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { MemberSchema, memberDto } from './dto/business-dto';
import { RouteConfigSchema, routeConfigDto } from './dto/route-config-dto';
import { documented, idQuery } from './kit/bodies';
import { reply, sentBody, serve } from './kit/reply';
import { dataSchema, guarded, ok, toastSchema } from './kit/responses';

const tags = ['Business members'];
const id = z.string();
const role = z.enum(BUSINESS_ROLES);
const MessageSchema = toastSchema('MemberChanged', {});
const AddedSchema = toastSchema('MemberAdded', {
  member: z.object({ business_id: id, user_id: id, role, createdAt: z.string() }),
});
const RoutesSetSchema = toastSchema('MemberRoutesSet', { config: RouteConfigSchema });

export function memberRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const changed = (r: { message: string }) => ({ success: true, message: r.message });

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/members',
      tags,
      summary: 'The members of a business the caller belongs to',
      security: BEARER,
      middleware,
      request: idQuery('business_id'),
      responses: {
        200: ok(dataSchema('Members', z.array(MemberSchema)), 'Oldest first.'),
        ...guarded(false, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await listMembers(deps.accounts, accountActor(c), c.req.valid('query')), (list) => ({
        success: true,
        data: list.map(memberDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/businesses/members',
      tags,
      summary: "Add an existing account by email in a role → 'Successfully Added' (admins only)",
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ business_id: id, email: z.email(), role })),
      responses: { 201: ok(AddedSchema, "'Successfully Added'."), ...guarded(true, 400, 404, 409) },
    }),
    async (c) =>
      reply(
        c,
        await addMember(deps.accounts, accountActor(c), await sentBody(c)),
        (r) => ({
          success: true,
          message: r.message,
          member: {
            business_id: r.member.businessId,
            user_id: r.member.userId,
            role: r.member.role,
            createdAt: r.member.createdAt,
          },
        }),
        201,
      ),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/businesses/members',
      tags,
      summary: "Change a member's role → 'Updated Successfully' (admins only; the owner stays admin)",
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ business_id: id, user_id: id, role })),
      responses: { 200: ok(MessageSchema, "'Updated Successfully'."), ...guarded(true, 400, 404, 409, 422) },
    }),
    async (c) => reply(c, await changeMemberRole(deps.accounts, accountActor(c), await sentBody(c)), changed),
  );

  serve(
    api,
    createRoute({
      method: 'delete',
      path: '/businesses/members',
      tags,
      summary: "Remove a member → 'Updated Successfully' (admins only; never the owner)",
      security: BEARER_AND_XSRF,
      middleware,
      request: idQuery('business_id', 'user_id'),
      responses: { 200: ok(MessageSchema, "'Updated Successfully'."), ...guarded(true, 400, 404, 422) },
    }),
    async (c) => reply(c, await removeMember(deps.accounts, accountActor(c), c.req.valid('query')), changed),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/businesses/members/routeConfig',
      tags,
      summary: "Make pages of a member's menu read-only → 'Updated Successfully' (admins only)",
      description: 'Paths must be in the member’s menu: an admin restricts a member, never widens the menu.',
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ business_id: id, user_id: id, read_only_paths: z.array(z.string()) })),
      responses: {
        200: ok(RoutesSetSchema, "'Updated Successfully' and the member’s configuration."),
        ...guarded(true, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await setMemberRouteConfig(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
        config: routeConfigDto(r.config),
      })),
  );
}
