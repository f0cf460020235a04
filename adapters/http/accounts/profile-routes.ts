/**
 * The person's own profile (spec §7 PUT /users; §3 profile_details.user; §8 'Updated
 * Successfully') and the route configuration it opens (spec §3 navLinks, routes; §7 GET
 * /users/routeConfig). Every call acts on the signed-in person only: there is no id to name in
 * the path, query or body, so nobody can read or change another person's profile. A new email
 * or mobile number is applied only with the code sent to it (POST /users/contact/otp first) and
 * the current password; it ends every session of the account, so the answer drops the
 * anti-forgery token and the client logs in again.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { BUSINESS_ROLES } from '../../../core/accounts/businesses/business-members';
import { myContexts } from '../../../core/accounts/contexts/my-contexts';
import { viewProfile } from '../../../core/accounts/profile/profile';
import { routeConfigFor } from '../../../core/accounts/route-config/route-configs';
import {
  changeProfile,
  contactOtpSchema,
  requestContactOtp,
  updateProfileSchema,
} from '../../../core/auth/profile-change';
import { jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF, sendXsrfToken } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ProfileUserSchema, profileDto } from './dto/profile-dto';
import { RouteConfigSchema, RouteFlagsSchema, routeConfigDto, routeFlagsDto } from './dto/route-config-dto';
import { guarded } from './refusals';

const tags = ['Profile'];
const details = z.object({ user: ProfileUserSchema });
const ProfileSchema = z.object({ success: z.literal(true), profile_details: details }).openapi('Profile');
const ProfileUpdatedSchema = toastSchema('ProfileUpdated', { profile_details: details });
const ContactOtpSentSchema = toastSchema('ContactOtpSent', { expiresAt: z.string() });
const ContextsSchema = z
  .object({
    success: z.literal(true),
    businesses: z.array(
      z.object({ business_id: z.string(), business_name: z.string(), role: z.enum(BUSINESS_ROLES) }),
    ),
    ecosystems: z.array(
      z.object({
        _id: z.string(),
        ecosystem_name: z.string(),
        ecosystem_url: z.string(),
        owned: z.boolean(),
      }),
    ),
  })
  .openapi('CallerContexts');

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
      responses: { 200: okJson(ProfileSchema, 'spec §3 profile_details.user.'), ...guarded(false, 404) },
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
      method: 'post',
      path: '/users/contact/otp',
      tags,
      summary:
        "Send a code to a new email or mobile number of the signed-in person → 'OTP sent successfully'",
      description:
        'Either email, or mobile (with countryCode). The code (5 digits, 10 minutes, 5 tries) proves ' +
        'the address in PUT /users. Also proves the current email or number when it never was. ' +
        '409 when another account has the address; 429 past the send limits of the address.',
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: jsonBody(contactOtpSchema.meta({ id: 'ContactOtpRequest' })),
      responses: {
        200: okJson(ContactOtpSentSchema, "'OTP sent successfully' and when the code expires."),
        ...guarded(true, 400, 404, 409, 429),
      },
    }),
    async (c) =>
      reply(c, await requestContactOtp(deps.auth, accountActor(c), await sentBody(c)), (sent) => ({
        success: true,
        message: sent.message,
        expiresAt: sent.expiresAt,
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
        'Any of firstname, lastname, email, mobile, countryCode (spec §5 rules). A new email or mobile ' +
        'needs `otp`, the code POST /users/contact/otp sent to it (one address per change), and ' +
        '`currentPassword`: a wrong one counts against the login limit (429 once locked); an account ' +
        'without a password is refused (422) until it sets one. Replacing an address logs out every ' +
        'session, this one included, and tells the old address. With `otp` alone, the current ' +
        'never-proven email or number is proven. Email and mobile can be changed, not removed, and ' +
        'stay unique (409 when another account has them).',
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: jsonBody(updateProfileSchema.meta({ id: 'ProfileChanges' })),
      responses: {
        200: okJson(ProfileUpdatedSchema, "'Updated Successfully' and the profile as stored."),
        ...guarded(true, 400, 404, 409, 422, 429),
      },
    }),
    async (c) =>
      reply(c, await changeProfile(deps.auth, accountActor(c), await sentBody(c)), (r) => {
        if (r.signedOut) sendXsrfToken(c, null);
        return { success: true, message: r.message, profile_details: { user: profileDto(r.profile) } };
      }),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/routeConfig',
      tags,
      summary:
        'The caller’s navigation links and routes, each with its read-only flag, and the caller’s flags',
      description:
        "The role's defaults; inside a business, the pages its admin made read-only for the caller. " +
        'defaultUser and personaCheck are what the platform admin set for the caller (false until set).',
      security: BEARER,
      middleware: guard.required,
      responses: {
        200: okJson(
          RouteConfigSchema.extend({ success: z.literal(true), ...RouteFlagsSchema.shape }).openapi(
            'CallerRouteConfig',
          ),
          'spec §3.',
        ),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await routeConfigFor(deps.accounts, accountActor(c)), (config) => ({
        success: true,
        ...routeConfigDto(config),
        ...routeFlagsDto(config),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/contexts',
      tags,
      summary: 'The contexts the caller may switch to: their businesses and ecosystems (spec §4, §6)',
      description:
        'Personal is always open. `businesses`: every business the caller belongs to, oldest membership ' +
        'first, with their role there (`POST /auth/loginmode` with `is_business: true, business_id`). ' +
        '`ecosystems`: those the caller runs (`owned`) or one of their businesses takes part in ' +
        '(`eco_id`). The same in every context.',
      security: BEARER,
      middleware: guard.required,
      responses: { 200: okJson(ContextsSchema, 'The caller’s contexts.'), ...guarded(false) },
    }),
    async (c) =>
      reply(c, await myContexts(deps.accounts, accountActor(c)), (mine) => ({
        success: true as const,
        businesses: mine.businesses.map((b) => ({
          business_id: b.businessId,
          business_name: b.name,
          role: b.role,
        })),
        ecosystems: mine.ecosystems.map((e) => ({
          _id: e.ecosystemId,
          ecosystem_name: e.name,
          ecosystem_url: e.url,
          owned: e.owned,
        })),
      })),
  );
}
