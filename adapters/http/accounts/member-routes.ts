/**
 * Members of a business and what each may open (spec §6 token roles, "UI permissions per
 * business user"; §7 "invitations"; §8 'Sent Successfully', 'Successfully Added', 'Updated
 * Successfully'). Members see the list; only admins invite (the invitee accepts or declines:
 * nobody joins without consent), re-role or remove members, and choose which of a member's pages
 * are read-only. The owner stays an admin. Outsiders get 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { BusinessInvitation } from '../../../core/accounts/businesses/business';
import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  myInvitations,
  sentInvitations,
} from '../../../core/accounts/businesses/business-invitations';
import {
  BUSINESS_ROLES,
  changeMemberRole,
  listMembers,
  removeMember,
} from '../../../core/accounts/businesses/business-members';
import { memberRouteConfig, setMemberRouteConfig } from '../../../core/accounts/route-config/route-configs';
import { documented, idQuery } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { MemberSchema, memberDto } from './dto/business-dto';
import { RouteConfigSchema, routeConfigDto } from './dto/route-config-dto';
import { guarded } from './refusals';

const tags = ['Business members'];
const id = z.string();
const role = z.enum(BUSINESS_ROLES);
const MessageSchema = toastSchema('MemberChanged', {});
const InvitationSchema = z.object({
  _id: id,
  business_id: id,
  email: z.string(),
  role,
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const InvitationListingSchema = InvitationSchema.extend({ business_name: z.string() });
const InvitedSchema = toastSchema('MemberInvited', { invitation: InvitationSchema });
const DecidedSchema = toastSchema('InvitationDecided', { invitation: InvitationSchema });
const invitationDto = (i: BusinessInvitation) => ({
  _id: i.id,
  business_id: i.businessId,
  email: i.email,
  role: i.role,
  status: i.status,
  createdAt: i.createdAt,
  decidedAt: i.decidedAt,
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
        200: okJson(dataSchema('Members', z.array(MemberSchema)), 'Oldest first.'),
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
      path: '/businesses/invitations',
      tags,
      summary: "Invite an email to join in a role → 'Sent Successfully' (admins only)",
      description:
        'Nobody becomes a member without consent: the invitee accepts or declines the invitation. Inviting the same email again reopens its invitation.',
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ business_id: id, email: z.email(), role })),
      responses: { 201: okJson(InvitedSchema, "'Sent Successfully'."), ...guarded(true, 400, 404, 409) },
    }),
    async (c) =>
      reply(
        c,
        await inviteMember(deps.accounts, accountActor(c), await sentBody(c)),
        (r) => ({ success: true, message: r.message, invitation: invitationDto(r.invitation) }),
        201,
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/invitations',
      tags,
      summary: "A business's pending invitations (admins only)",
      security: BEARER,
      middleware,
      request: idQuery('business_id'),
      responses: {
        200: okJson(dataSchema('SentInvitations', z.array(InvitationSchema)), 'Oldest first.'),
        ...guarded(false, 400, 403, 404),
      },
    }),
    async (c) =>
      reply(c, await sentInvitations(deps.accounts, accountActor(c), c.req.valid('query')), (list) => ({
        success: true,
        data: list.map(invitationDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/invitations',
      tags,
      summary: "The caller's pending invitations to join a business",
      security: BEARER,
      middleware,
      responses: {
        200: okJson(dataSchema('Invitations', z.array(InvitationListingSchema)), 'Oldest first.'),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await myInvitations(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map((l) => ({ ...invitationDto(l.invitation), business_name: l.businessName })),
      })),
  );

  for (const [verb, decide, text] of [
    ['accept', acceptInvitation, "'Successfully Added': the caller joins the business in the invited role."],
    ['decline', declineInvitation, "'Updated Successfully'."],
  ] as const) {
    serve(
      api,
      createRoute({
        method: 'post',
        path: `/users/invitations/${verb}`,
        tags,
        summary: `${verb === 'accept' ? 'Accept' : 'Decline'} an invitation addressed to the caller's email`,
        security: BEARER_AND_XSRF,
        middleware,
        request: documented(z.object({ invitation_id: id })),
        responses: { 200: okJson(DecidedSchema, text), ...guarded(true, 400, 404, 409) },
      }),
      async (c) =>
        reply(c, await decide(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
          success: true,
          message: r.message,
          invitation: invitationDto(r.invitation),
        })),
    );
  }

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
      responses: {
        200: okJson(MessageSchema, "'Updated Successfully'."),
        ...guarded(true, 400, 404, 409, 422),
      },
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
      responses: { 200: okJson(MessageSchema, "'Updated Successfully'."), ...guarded(true, 400, 404, 422) },
    }),
    async (c) => reply(c, await removeMember(deps.accounts, accountActor(c), c.req.valid('query')), changed),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/members/routeConfig',
      tags,
      summary: "A member's menu and read-only pages, as their business admin manages them (admins only)",
      security: BEARER,
      middleware,
      request: idQuery('business_id', 'user_id'),
      responses: {
        200: okJson(
          z.object({ success: z.literal(true), config: RouteConfigSchema }).openapi('MemberRoutes'),
          'The member’s configuration.',
        ),
        ...guarded(false, 400, 403, 404),
      },
    }),
    async (c) =>
      reply(c, await memberRouteConfig(deps.accounts, accountActor(c), c.req.valid('query')), (config) => ({
        success: true,
        config: routeConfigDto(config),
      })),
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
        200: okJson(RoutesSetSchema, "'Updated Successfully' and the member’s configuration."),
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
