/**
 * The person's own profile (spec §7 PUT /users; §3 profile_details.user; §8 'Updated
 * Successfully') and the route configuration it opens (spec §3 navLinks, routes; §7 GET
 * /users/routeConfig). Every call acts on the signed-in person only: there is no id to name in
 * the path, query or body, so nobody can read or change another person's profile.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { updateProfile, updateProfileSchema, viewProfile } from '../../../core/accounts/addresses/profile';
import { routeConfigFor } from '../../../core/accounts/route-config/route-configs';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ProfileUserSchema, profileDto } from './dto/profile-dto';
import { RouteConfigSchema, routeConfigDto } from './dto/route-config-dto';
import { checked } from './kit/bodies';
import { reply, sentBody, serve } from './kit/reply';
import { guarded, ok, toastSchema } from './kit/responses';

const tags = ['Profile'];
const details = z.object({ user: ProfileUserSchema });
const ProfileSchema = z.object({ success: z.literal(true), profile_details: details }).openapi('Profile');
const ProfileUpdatedSchema = toastSchema('ProfileUpdated', { profile_details: details });

export function profileRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/me',
      tags,
      summary: 'The signed-in person’s profile',
      security: BEARER,
      middleware: guard.required,
      responses: { 200: ok(ProfileSchema, 'spec §3 profile_details.user.'), ...guarded(false, 404) },
    }),
    async (c) =>
      reply(c, await viewProfile(deps.accounts, accountActor(c)), (p) => ({
        success: true,
        profile_details: { user: profileDto(p) },
      })),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/users',
      tags,
      summary: "Change the signed-in person's names, email or mobile → 'Updated Successfully'",
      description:
        'Any of firstname, lastname, email, mobile, countryCode (spec §5 rules). Email and mobile ' +
        'can be changed, not removed, and stay unique (409 when another account has them).',
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: checked(updateProfileSchema.meta({ id: 'ProfileChanges' })),
      responses: {
        200: ok(ProfileUpdatedSchema, "'Updated Successfully' and the profile as stored."),
        ...guarded(true, 400, 404, 409),
      },
    }),
    async (c) =>
      reply(c, await updateProfile(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
        profile_details: { user: profileDto(r.profile) },
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/routeConfig',
      tags,
      summary: 'The caller’s navigation links and routes, each with its read-only flag',
      description:
        "The role's defaults; inside a business, the pages its admin made read-only for the caller.",
      security: BEARER,
      middleware: guard.required,
      responses: {
        200: ok(
          RouteConfigSchema.extend({ success: z.literal(true) }).openapi('CallerRouteConfig'),
          'spec §3.',
        ),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await routeConfigFor(deps.accounts, accountActor(c)), (config) => ({
        success: true,
        ...routeConfigDto(config),
      })),
  );
}
