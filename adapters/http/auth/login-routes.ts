import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { loginWithOtp, requestLoginOtp } from '../../../core/auth/login-otp';
import { loginWithPassword } from '../../../core/auth/login-password';
import { resendOtp } from '../../../core/auth/resend-otp';
import type { AuthDeps } from '../../../core/auth/stores';
import { jsonBody } from '../kit/bodies';
import { answer, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { signInSourceOf } from './client-throttle';
import { otpSentDto } from './dto';
import { otpLoginBody, passwordLoginBody, resendOtpBody, sendOtpBody, verifyOtpBody } from './login-schemas';
import { OtpSentSchema, refusals, tokens } from './responses';
import { answerTokens } from './tokens-reply';

/**
 * Logging in (spec §2 /login, §4 Auth): with a password, or with a one-time code sent to a
 * mobile number or an email. Wrong credentials are a 400, never a 401 — clients treat a 401 as
 * an expired session (spec §7) and log out.
 */
const tags = ['Authentication'];

export function loginRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/login',
      tags,
      summary: 'Log in with an email or mobile number and a password',
      request: jsonBody(passwordLoginBody),
      responses: { 200: tokens('Logged in.'), ...refusals(400, 404, 422, 429) },
    }),
    async (c) => {
      const { username, password, ecosystemId } = c.req.valid('json');
      return answerTokens(
        c,
        await loginWithPassword(deps, { username, password, ecosystemId }, signInSourceOf(c)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/sendotp',
      tags,
      summary: 'Send a login code to a mobile number or an email',
      description:
        'Answers the same whether or not an account exists (a code for an unknown identifier is never sent).',
      request: jsonBody(sendOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...refusals(400, 404, 422, 429) },
    }),
    async (c) => answer(c, await requestLoginOtp(deps, c.req.valid('json')), (s) => c.json(otpSentDto(s))),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/verify/otp',
      tags,
      summary: 'Log in with a mobile number and its code',
      description: 'persona_id is accepted for the spec payload; personas are onboarded through the wallet.',
      request: jsonBody(verifyOtpBody),
      responses: { 200: tokens('Logged in.'), ...refusals(400, 404, 422, 429) },
    }),
    async (c) => {
      const { mobile, otp, ecosystemId } = c.req.valid('json');
      return answerTokens(c, await loginWithOtp(deps, { mobile, otp, ecosystemId }, signInSourceOf(c)));
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/login/otp',
      tags,
      summary: 'Log in with a mobile number or an email and its code',
      request: jsonBody(otpLoginBody),
      responses: { 200: tokens('Logged in.'), ...refusals(400, 404, 422, 429) },
    }),
    async (c) => answerTokens(c, await loginWithOtp(deps, c.req.valid('json'), signInSourceOf(c))),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/resend/otp',
      tags,
      summary: 'Send a fresh code for a flow (login, signup, registration, reset, social)',
      description: 'The previous code of the flow stops counting; the send limits apply.',
      request: jsonBody(resendOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...refusals(400, 429) },
    }),
    async (c) => answer(c, await resendOtp(deps, c.req.valid('json')), (s) => c.json(otpSentDto(s))),
  );
}
