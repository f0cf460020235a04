import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';

/** What the site shows of this deployment: which build, and the contacts from configuration. */
export interface SiteSettings {
  readonly build: 'us' | 'commerce';
  readonly environment: 'development' | 'production' | 'test';
  readonly supportEmail: string;
  readonly supportPhone: string;
  readonly borrowerUrl: string;
}

const SiteConfig = z
  .object({
    success: z.literal(true),
    build: z.enum(['us', 'commerce']),
    environment: z.enum(['development', 'production', 'test']),
    support: z.object({ email: z.string(), phone: z.string() }),
    borrowerUrl: z.string(),
  })
  .openapi('SiteConfig');

/**
 * `GET /api/site/config`: the site reads it once when it starts, beside `/api/tenants/current`
 * — the build (`BUILD=us|commerce`, spec §1: one site, two builds by configuration), the
 * support contact of the footer and the contact page, and the borrower's site the navbar's
 * Log In offers (staging or production by environment, spec §2). Public and cacheable for a
 * minute: nothing in it is personal.
 */
export function siteConfigRoutes(settings: SiteSettings) {
  return (api: OpenAPIHono<AppEnv>) => {
    serve(
      api,
      createRoute({
        method: 'get',
        path: '/site/config',
        tags: ['Site'],
        summary: 'The build and the deployment contacts the site shows',
        responses: { 200: okJson(SiteConfig, 'The build, the support contact and the borrower site.') },
      }),
      async (c) => {
        c.header('Cache-Control', 'public, max-age=60');
        return c.json(
          {
            success: true as const,
            build: settings.build,
            environment: settings.environment,
            support: { email: settings.supportEmail, phone: settings.supportPhone },
            borrowerUrl: settings.borrowerUrl,
          },
          200,
        );
      },
    );
  };
}
