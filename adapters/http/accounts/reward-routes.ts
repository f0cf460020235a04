/**
 * Rewards and credits (spec §2 /dashboard/wallet/rewards; §3 credit and reward data, reward
 * status colours Eligible orange, Earned green, Paid blue, Rejected and Cancelled red). A person
 * sees only their own rewards, their own credit statement and their own referral code.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { myCredits, myRewards } from '../../../core/accounts/rewards/rewards';
import { reply, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { CreditsSchema, creditsDto, RewardSchema, rewardDto } from './dto/wallet-dto';
import { guarded } from './refusals';

const tags = ['Rewards and credits'];
const RewardsSchema = z
  .object({ success: z.literal(true), referral_code: z.string(), data: z.array(RewardSchema) })
  .openapi('Rewards');
const ReferralCodeSchema = z
  .object({ success: z.literal(true), referral_code: z.string() })
  .openapi('ReferralCode');

export function rewardRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const read = (path: string, summary: string, schema: z.ZodType, description: string) =>
    createRoute({
      method: 'get',
      path,
      tags,
      summary,
      security: BEARER,
      middleware,
      responses: { 200: okJson(schema, description), ...guarded(false, 404) },
    });

  serve(
    api,
    read(
      '/wallets/rewards',
      'The caller’s rewards with status colours, newest first',
      RewardsSchema,
      'With the caller’s referral code.',
    ),
    async (c) =>
      reply(c, await myRewards(deps.accounts, accountActor(c)), (r) => ({
        success: true,
        referral_code: r.referralCode,
        data: r.rewards.map(rewardDto),
      })),
  );

  serve(
    api,
    read(
      '/wallets/credits',
      'The caller’s credit balance and transactions, newest first',
      CreditsSchema,
      'Whole reward points.',
    ),
    async (c) => reply(c, await myCredits(deps.accounts, accountActor(c)), creditsDto),
  );

  serve(
    api,
    read(
      '/users/referralCode',
      'The caller’s own referral code, to share',
      ReferralCodeSchema,
      '`{success, referral_code}`.',
    ),
    async (c) =>
      reply(c, await myRewards(deps.accounts, accountActor(c)), (r) => ({
        success: true,
        referral_code: r.referralCode,
      })),
  );
}
