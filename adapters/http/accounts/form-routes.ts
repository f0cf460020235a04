/**
 * The marketing site's forms (spec §7 POST contact-us, POST lead; §5 rules; §8 'Sent
 * Successfully', 'Thanks you for your interest in the {product} platform'). Visitors send them
 * without a session; a signed-in sender (bearer and anti-forgery token) is remembered. The lead
 * answer carries the chosen option, which the page opens after 1.5 s (spec §4).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sendContactMessage, sendLead } from '../../../core/accounts/marketing/marketing-forms';
import { LEAD_OPTIONS } from '../../../core/validation/constants';
import { contactForm, leadForm } from '../../../core/validation/marketing-forms';
import { jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, type SessionGuards, visitorOrActor } from './deps';
import { refusals } from './refusals';

const tags = ['Contact and lead forms'];
const SentSchema = toastSchema('ContactSent', {});
const LeadSentSchema = toastSchema('LeadSent', { option: z.enum(LEAD_OPTIONS) });

export function formRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  // No token: a visitor. A token: it must be live, with its anti-forgery token.
  const security = [...BEARER_AND_XSRF, {}];
  const middleware = guard.optional;

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/contact-us',
      tags,
      summary: "Write to us → 'Sent Successfully'",
      description: "name, email and knowThrough are required ('Please fill required (*) field').",
      security,
      middleware,
      request: jsonBody(contactForm.meta({ id: 'ContactForm' })),
      responses: { 201: okJson(SentSchema, "'Sent Successfully'."), ...refusals(400, 401, 403) },
    }),
    async (c) =>
      reply(
        c,
        await sendContactMessage(deps.accounts, visitorOrActor(c), await sentBody(c)),
        (r) => ({
          success: true,
          message: r.message,
        }),
        201,
      ),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/lead',
      tags,
      summary: "GET CONNECTED → 'Thanks you for your interest in the {product} platform'",
      description:
        "option (video, pdf or url) is required ('Please select an option to view details') and " +
        'at least one of name, mobile, email.',
      security,
      middleware,
      request: jsonBody(leadForm.meta({ id: 'LeadForm' })),
      responses: {
        201: okJson(LeadSentSchema, 'The toast and the option to open.'),
        ...refusals(400, 401, 403),
      },
    }),
    async (c) => {
      const sent = await sendLead(
        { ...deps.accounts, productName: deps.productName },
        visitorOrActor(c),
        await sentBody(c),
      );
      return reply(c, sent, (r) => ({ success: true, message: r.message, option: r.option }), 201);
    },
  );
}
