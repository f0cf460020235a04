import { z } from '@hono/zod-openapi';
import { TOKEN_ROLES } from '../../../core/permissions/actor';
import { okJson, refusalSchema, refusalsOf } from '../kit/responses';
import { XSRF_HEADER } from '../session';

/**
 * The documented answers of the auth routes, under the spec's field names (§3 session token:
 * user_id, role, login_mode {is_business, business_id, user_role, eid}; §7 `token`,
 * `refreshToken`). The DTO builders in ./dto.ts are typed by these schemas, so the document
 * and the answers cannot drift apart; the shapes shared with every area come from ../kit.
 */
export const ErrorSchema = refusalSchema(
  'AuthRefusal',
  { code: 'AUTH.OTP_INVALID', error: 'Invalid OTP' },
  { logout: z.literal(true).optional().openapi({ description: 'The client must log out (spec §2).' }) },
);

export const LoginModeSchema = z
  .object({
    is_business: z.boolean(),
    business_id: z.string().nullable(),
    user_role: z.enum(['consumer', 'ispadmin']),
    eid: z.string().nullable(),
  })
  .openapi('LoginMode');

export const SessionUserSchema = z
  .object({ user_id: z.string(), role: z.enum(TOKEN_ROLES), login_mode: LoginModeSchema })
  .openapi('SessionUser');

export const TokensSchema = z
  .object({
    success: z.literal(true),
    message: z.string().optional(),
    token: z.string().openapi({ description: 'Access token (JWT, bearer).' }),
    refreshToken: z
      .string()
      .optional()
      .openapi({
        description:
          'Single-use; POST /api/auth/refresh. Absent in cookie transport (`X-Session-Transport: cookie`), ' +
          'where it is the HttpOnly cookie `ispz_refresh` instead.',
      }),
    tokenExpiresAt: z.string(),
    refreshTokenExpiresAt: z.string(),
    user: SessionUserSchema,
  })
  .openapi('Tokens');

export const OtpSentSchema = z
  .object({
    success: z.literal(true),
    message: z.literal('OTP sent successfully'),
    expiresAt: z.string(),
  })
  .openapi('OtpSent');

export const MessageSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .openapi('AuthMessage');

const xsrfHeader = {
  [XSRF_HEADER]: {
    description: 'The anti-forgery token to send back on every state-changing call.',
    schema: { type: 'string' as const },
  },
};

/** A login-like success: tokens in the body, the anti-forgery token in `X-XSRF-TOKEN`. */
export function tokens(description: string, schema: z.ZodType = TokensSchema) {
  return { ...okJson(schema, description), headers: xsrfHeader };
}

/** The refusals an auth route can answer, documented with the one error shape. */
export const refusals = refusalsOf(ErrorSchema, {
  400: 'A field is invalid (its spec §5 message), or the request is malformed.',
  401: "'Session expired please login again': no, an expired or a revoked access token.",
  403: 'Forbidden: a missing or wrong X-XSRF-TOKEN, or the caller may not do this.',
  404: 'Not found.',
  409: 'Conflict: the email or mobile number already has an account.',
  422: 'A rule refuses the request (age confirmation, email-only ecosystem).',
  429: 'Too many OTP requests or failed attempts; try again later.',
});
