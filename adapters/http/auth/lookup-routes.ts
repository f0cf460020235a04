import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ecosystemByUrl, resolveTenant, validateReferralCode } from '../../../core/auth/public-lookups';
import type { AuthDeps } from '../../../core/auth/stores';
import { MESSAGES } from '../../../core/errors/messages';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';
import { answer, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { ecosystemDto, tenantDto } from './dto';
import { refusals } from './responses';

/**
 * What the login, sign-up and landing pages look up before anyone logs in (spec §7): a referral
 * code, an ecosystem's logo and banners by its address, and the tenant a hostname shows (§1).
 */
export function lookupRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/validate/referralCode',
      tags: ['Sign-up and registration'],
      summary: 'Whether a referral code names an account (upper-cased first)',
      request: {
        query: z.object({
          code: z.string({ error: M.invalidReferralCode }).max(64, { error: M.invalidReferralCode }),
        }),
      },
      responses: {
        200: okJson(
          z.object({ success: z.literal(true), valid: z.boolean(), message: z.string().optional() }),
          "{valid}; an invalid code also carries 'Referral code is invalid'.",
        ),
        ...refusals(400),
      },
    }),
    async (c) =>
      answer(c, await validateReferralCode(deps, c.req.valid('query')), ({ valid }) =>
        c.json({ success: true as const, valid, ...(valid ? {} : { message: MESSAGES.referralInvalid }) }),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/ecosystem',
      tags: ['Ecosystems'],
      summary: "An ecosystem's public profile by its address (logo and banners on its login page)",
      request: {
        query: z.object({
          eco_url: z
            .string({ error: M.enterValidDetails })
            .min(1, { error: M.enterValidDetails })
            .max(500, { error: M.enterValidDetails }),
        }),
      },
      responses: {
        200: okJson(
          z.object({
            success: z.literal(true),
            _id: z.string(),
            profile_pic: z.string().nullable(),
            banner_pic: z.array(z.string()),
            ecosystem_name: z.string(),
            ecosystem_uri: z.string(),
            ecosystem_url: z.string(),
          }),
          'The ecosystem.',
        ),
        ...refusals(400, 404),
      },
    }),
    async (c) =>
      answer(c, await ecosystemByUrl(deps, { ecoUrl: c.req.valid('query').eco_url }), (profile) =>
        c.json(ecosystemDto(profile)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/tenants/current',
      tags: ['Tenants'],
      summary: 'The tenant config of the Host the request was made to; the default for unmapped hosts',
      responses: {
        200: okJson(
          z.object({
            success: z.literal(true),
            tenant_id: z.string().nullable(),
            name: z.string().nullable(),
            theme: z.record(z.string(), z.string()),
            branding: z.object({
              logo: z.string(),
              colors: z.record(z.string(), z.string()),
              title: z.string(),
            }),
            features: z.record(z.string(), z.boolean()),
            landingPage: z.string(),
          }),
          'theme, branding, features, landingPage (spec §3).',
        ),
        ...refusals(400),
      },
    }),
    async (c) => {
      const hostname = c.req.header('host') ?? new URL(c.req.url).host;
      return answer(c, await resolveTenant(deps, { hostname }), (tenant) => c.json(tenantDto(tenant)));
    },
  );
}
