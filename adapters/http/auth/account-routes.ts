import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { registerBusiness, requestRegistrationOtp } from '../../../core/auth/register-business';
import { requestSignupOtp, signup } from '../../../core/auth/signup';
import type { AuthDeps } from '../../../core/auth/stores';
import { MESSAGES } from '../../../core/errors/messages';
import { jsonBody } from '../kit/bodies';
import { answer, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import {
  registrationBody,
  registrationInput,
  registrationOtpBody,
  signupBody,
  signupInput,
  signupOtpBody,
} from './account-schemas';
import { otpSentDto } from './dto';
import { OtpSentSchema, refusals, tokens } from './responses';
import { answerTokens, tokensReply } from './tokens-reply';

/**
 * Creating an account (spec §2 /signup and /registerbusiness, §4 two steps): ask for a code
 * with the filled-in form, then send the form again with the code. Success logs the new
 * account in (201 with tokens); a registered business starts in the business's context.
 */
const tags = ['Sign-up and registration'];
const otpRefusals = refusals(400, 404, 409, 422, 429);

export function accountRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/signup/otp',
      tags,
      summary: 'Check the sign-up form and send the code (to the mobile; to the email for ubargain)',
      request: jsonBody(signupOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...otpRefusals },
    }),
    async (c) => {
      const sent = await requestSignupOtp(deps, signupInput(c.req.valid('json')));
      return answer(c, sent, (s) => c.json(otpSentDto(s)));
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/signup',
      tags,
      summary: 'Create the account with the code and log it in',
      request: jsonBody(signupBody),
      responses: { 201: tokens('Signed up and logged in.'), ...otpRefusals },
    }),
    async (c) => answerTokens(c, await signup(deps, signupInput(c.req.valid('json'))), 201),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/register/business/otp',
      tags,
      summary: 'Check the registration form and send the code',
      description:
        'Standard variant without ecosystem_id (code to the mobile); partner variant with it ' +
        '(accountType personal|business or persona_id, email required, code to the email).',
      request: jsonBody(registrationOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...otpRefusals },
    }),
    async (c) => {
      const sent = await requestRegistrationOtp(deps, registrationInput(c.req.valid('json')));
      return answer(c, sent, (s) => c.json(otpSentDto(s)));
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/register/business',
      tags,
      summary: 'Register with the code and log in (in the new business, for a business)',
      request: jsonBody(registrationBody),
      responses: {
        201: tokens("'Successfully Registered Business'; user.login_mode.business_id names a new business."),
        ...otpRefusals,
      },
    }),
    async (c) => {
      const registered = await registerBusiness(deps, registrationInput(c.req.valid('json')));
      return answer(c, registered, ({ tokens }) => tokensReply(c, tokens, 201, MESSAGES.registeredBusiness));
    },
  );
}
