import { z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../core/errors/messages';
import { optionalField } from '../../../core/validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';
import { idField, machineText, present } from './schema-kit';

/**
 * Request bodies of the calls made with a session or its tokens: refresh, logout, role-context
 * switch (spec §3 login-mode payload) and partner single sign-on.
 */
const invalid = MESSAGES.invalidRequest;

/** The refresh token in the body — or, in cookie transport, in the `ispz_refresh` cookie instead. */
export const refreshBody = z
  .object({ refreshToken: machineText(512, invalid).optional() })
  .openapi('Refresh', {
    description: 'Required unless the call is in cookie transport (`X-Session-Transport: cookie`).',
  });

/** The header that asks for cookie transport (./cookie-transport.ts), documented on the auth calls. */
export const transportHeaders = z.object({
  'x-session-transport': z
    .enum(['cookie'])
    .optional()
    .openapi({
      description:
        'Same-origin site only: hand the refresh token out as the HttpOnly, Secure, SameSite=Strict cookie ' +
        '`ispz_refresh` (path /api/auth) and read it from there on refresh and logout.',
    }),
});

export const logoutBody = z
  .object({ refreshToken: optionalField(machineText(512, invalid)) })
  .openapi('Logout', { description: 'Optional: logs out the session of this refresh token.' });

/** spec §3 login-mode payload: is_business, business_id, eco_id, eco_url (spec §4: business needs business_id). */
export const loginModeBody = z
  .object({
    is_business: z.boolean({ error: M.enterValidDetails }),
    business_id: idField,
    eco_id: idField,
    eco_url: optionalField(
      z.string({ error: M.enterValidDetails }).trim().max(500, { error: M.enterValidDetails }),
    ),
  })
  .refine((b) => !b.is_business || present(b.business_id), {
    error: M.enterValidDetails,
    path: ['business_id'],
  })
  .openapi('LoginModeRequest');

/**
 * spec §2 /login with redirect_uri and ecosystem_uri: a single-use code for the partner. The
 * ecosystem is named by its address (`ecosystem_uri`, as the site keeps it) or by id.
 */
export const ssoCodeBody = z
  .object({
    redirect_uri: machineText(4096, M.fieldRequired),
    ecosystem_uri: optionalField(machineText(500, invalid)),
    ecosystemId: idField,
  })
  .refine((b) => present(b.ecosystem_uri) || present(b.ecosystemId), {
    error: M.enterValidDetails,
    path: ['ecosystem_uri'],
  })
  .openapi('SsoCodeRequest');

/** The partner's server exchanges the code for tokens, authenticated by its client secret. */
export const ssoTokenBody = z
  .object({
    code: machineText(512, invalid),
    ecosystemId: machineText(200, invalid),
    redirectUri: machineText(4096, invalid),
    clientSecret: machineText(512, invalid).openapi({
      description: 'The ecosystem’s client secret, shown once when it was registered (or rotated).',
    }),
  })
  .openapi('SsoTokenRequest');
