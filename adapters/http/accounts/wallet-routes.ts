/**
 * The caller's wallet and personas (spec §7 GET /wallets, POST /wallets/persona/onboard?wallet_id=
 * {persona_id, isUbargain}; §8 'Persona onboarded successfully!' / 'Failed to onboard persona').
 * The wallet is opened on first use. Onboarding into someone else's wallet answers 404 'Failed
 * to onboard persona', exactly like an unknown wallet id.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { onboardPersona } from '../../../core/accounts/wallets/onboard-persona';
import { PERSONA_TYPES } from '../../../core/accounts/wallets/persona-types';
import { walletDetails } from '../../../core/accounts/wallets/wallets';
import { documented } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import {
  PersonaSchema,
  PersonaTypeSchema,
  personaDto,
  personaTypeDto,
  WalletDetailsSchema,
  walletDetailsDto,
} from './dto/wallet-dto';
import { guarded } from './refusals';

const tags = ['Wallets and personas'];
const WalletSchema = z
  .object({ success: z.literal(true), wallet_details: WalletDetailsSchema })
  .openapi('Wallet');
const OnboardedSchema = toastSchema('PersonaOnboarded', { persona: PersonaSchema });

export function walletRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/wallets',
      tags,
      summary: 'The caller’s wallet (opened now if they have none)',
      security: BEARER,
      middleware,
      responses: { 200: okJson(WalletSchema, 'spec §3 wallet_details.'), ...guarded(false, 404) },
    }),
    async (c) =>
      reply(c, await walletDetails(deps.accounts, accountActor(c)), (d) => ({
        success: true,
        wallet_details: walletDetailsDto(d),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/wallets/personaTypes',
      tags,
      summary: 'Every persona type a wallet can onboard, and whether it needs the platform admin’s approval',
      responses: { 200: okJson(dataSchema('PersonaTypes', z.array(PersonaTypeSchema)), 'The list.') },
    }),
    async (c) => c.json({ success: true as const, data: PERSONA_TYPES.map(personaTypeDto) }),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/wallets/persona/onboard',
      tags,
      summary: "Onboard a persona into the caller's wallet → 'Persona onboarded successfully!'",
      description:
        "Every refusal answers 'Failed to onboard persona' (spec §8) with its own `code`: an unknown " +
        'type, a type not offered on ubargain, one already onboarded, or a wallet that is not the caller’s.',
      security: BEARER_AND_XSRF,
      middleware,
      request: {
        // Optional here so that a missing id gets the onboarding toast from the use case too.
        query: z.object({
          wallet_id: z.string().optional().openapi({ description: 'The caller’s wallet `_id`.' }),
        }),
        ...documented(z.object({ persona_id: z.string(), isUbargain: z.boolean().optional() })),
      },
      responses: {
        201: okJson(OnboardedSchema, 'Pending, or approved at once for self-service types.'),
        ...guarded(true, 400, 404, 409, 422),
      },
    }),
    async (c) => {
      const input = { ...(await sentBody(c)), wallet_id: c.req.valid('query').wallet_id };
      const onboarded = await onboardPersona(deps.accounts, accountActor(c), input);
      return reply(
        c,
        onboarded,
        (r) => ({ success: true, message: r.message, persona: personaDto(r.persona) }),
        201,
      );
    },
  );
}
