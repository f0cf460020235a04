import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { issueSsoCode } from '../../../core/auth/sso';
import { exchangeSsoCode } from '../../../core/auth/sso-exchange';
import type { AuthDeps } from '../../../core/auth/stores';
import { toHttp } from '../errors';
import { jsonBody } from '../kit/bodies';
import { answer, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER_AND_XSRF, requireSession, sendXsrfToken } from '../session';
import { tokensDto } from './dto';
import { ErrorSchema, refusals, TokensSchema, tokens } from './responses';
import { ssoCodeBody, ssoTokenBody } from './session-schemas';

/**
 * Partner single sign-on (spec §2 /login with redirect_uri): the logged-in browser asks for a
 * single-use code and goes to the partner's registered redirect URI with it; the partner's
 * server exchanges the code, with its client secret, for tokens of its own. A redirect URI the
 * partner did not register (or registered but no platform admin approved yet) ends the session
 * and tells the client to log out (`logout: true`, spec §2, §8).
 */
const tags = ['Partner sign-on'];

export function ssoRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/ecosystem/code',
      tags,
      summary: "A single-use code (60 s) for a partner, appended to the partner's redirect URI",
      security: BEARER_AND_XSRF,
      middleware: [requireSession(deps)] as const,
      request: jsonBody(ssoCodeBody),
      responses: {
        200: okJson(
          z.object({ success: z.literal(true), redirectTo: z.string(), expiresAt: z.string() }),
          'Send the browser to redirectTo.',
        ),
        403: okJson(ErrorSchema, 'The redirect URI is not registered: the session has ended; log out.'),
        ...refusals(400, 401, 404),
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const input = { ecoId: b.ecosystemId, ecoUrl: b.ecosystem_uri, redirectUri: b.redirect_uri };
      const issued = await issueSsoCode(deps, c.var.session, input);
      if (issued.ok) {
        const { redirectTo, expiresAt } = issued.value;
        return c.json({ success: true as const, redirectTo, expiresAt });
      }
      const { status, body } = toHttp(issued.error);
      if (issued.error.details?.logout !== true) return c.json(body, status);
      sendXsrfToken(c, null);
      return c.json({ ...body, logout: true as const }, status);
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/ecosystem/token',
      tags,
      summary: "The partner's server exchanges a code for {token, refreshToken, redirectUrl}",
      description:
        'The code works once, for 60 seconds, with the ecosystem and redirect URI it was issued ' +
        'for, presented by the partner’s server with the ecosystem’s client secret (an approved ' +
        'ecosystem only). The tokens carry the person’s consumer or business role, never ispadmin.',
      request: jsonBody(ssoTokenBody),
      responses: {
        200: tokens('Tokens for the partner.', TokensSchema.extend({ redirectUrl: z.string() })),
        ...refusals(400),
        401: okJson(ErrorSchema, 'Unknown or unapproved ecosystem, or a wrong client secret.'),
      },
    }),
    async (c) =>
      answer(c, await exchangeSsoCode(deps, c.req.valid('json')), ({ tokens, redirectUrl }) => {
        sendXsrfToken(c, tokens.xsrfToken);
        c.header('Cache-Control', 'no-store');
        return c.json({ ...tokensDto(tokens), redirectUrl });
      }),
  );
}
