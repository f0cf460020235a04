/**
 * The platform admin's decisions (spec §6 "admin and ispadmin approvals"; §8 'Approved
 * successfully'): pending personas and unapproved businesses, and the referral rewards to pay,
 * reject or cancel. Every call needs the ispadmin token role (403 otherwise, decided by the use
 * cases); decisions are compare-and-set, so two admins deciding at once produce one decision.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  approveBusiness,
  listUnapprovedBusinesses,
} from '../../../core/accounts/businesses/business-approvals';
import { REWARD_STATUSES } from '../../../core/accounts/rewards/reward';
import { decideReward, rewardsToDecide } from '../../../core/accounts/rewards/rewards';
import {
  approvePersona,
  listPendingPersonas,
  rejectPersona,
} from '../../../core/accounts/wallets/persona-approvals';
import { documented } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { BusinessSchema, businessDto } from './dto/business-dto';
import { PersonaSchema, personaDto, RewardSchema, rewardDto } from './dto/wallet-dto';
import { guarded } from './refusals';

const tags = ['Platform admin'];
const DecidedSchema = toastSchema('AdminDecision', {});
const RewardDecidedSchema = toastSchema('RewardDecided', { reward: RewardSchema });

export function adminApprovalRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  const middleware = guard.required;
  const decided = (r: { message: string }) => ({ success: true, message: r.message });
  const read = (path: string, summary: string, name: string, item: z.ZodType) =>
    createRoute({
      method: 'get',
      path,
      tags,
      summary,
      security: BEARER,
      middleware,
      responses: { 200: okJson(dataSchema(name, z.array(item)), 'Oldest first.'), ...guarded(false, 403) },
    });
  const decide = (path: string, summary: string, body: z.ZodType, answer = DecidedSchema) =>
    createRoute({
      method: 'post',
      path,
      tags,
      summary,
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(body),
      responses: { 200: okJson(answer, 'The toast.'), ...guarded(true, 400, 404, 409, 422) },
    });
  const persona = z.object({ persona_id: z.string() });

  serve(
    api,
    read('/admin/personas/pending', 'Personas awaiting approval', 'PendingPersonas', PersonaSchema),
    async (c) =>
      reply(c, await listPendingPersonas(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(personaDto),
      })),
  );
  serve(
    api,
    decide('/admin/personas/approve', "Approve a pending persona → 'Approved successfully'", persona),
    async (c) => reply(c, await approvePersona(deps.accounts, accountActor(c), await sentBody(c)), decided),
  );
  serve(
    api,
    decide('/admin/personas/reject', "Reject a pending persona → 'Persona has been rejected'", persona),
    async (c) => reply(c, await rejectPersona(deps.accounts, accountActor(c), await sentBody(c)), decided),
  );

  serve(
    api,
    read('/admin/businesses/pending', 'Businesses awaiting approval', 'PendingBusinesses', BusinessSchema),
    async (c) =>
      reply(c, await listUnapprovedBusinesses(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(businessDto),
      })),
  );
  serve(
    api,
    decide(
      '/admin/businesses/approve',
      "Approve a business → 'Approved successfully'",
      z.object({ business_id: z.string() }),
    ),
    async (c) => reply(c, await approveBusiness(deps.accounts, accountActor(c), await sentBody(c)), decided),
  );

  serve(
    api,
    createRoute({
      ...read(
        '/admin/rewards',
        'Rewards in a status (default Earned), oldest first',
        'RewardsToDecide',
        RewardSchema,
      ),
      request: { query: z.object({ status: z.enum(REWARD_STATUSES).optional() }) },
    }),
    async (c) =>
      reply(c, await rewardsToDecide(deps.accounts, accountActor(c), c.req.valid('query')), (list) => ({
        success: true,
        data: list.map(rewardDto),
      })),
  );
  serve(
    api,
    decide(
      '/admin/rewards/decide',
      "Pay, reject or cancel a reward → 'Updated Successfully' (paying credits the wallet once)",
      z.object({ reward_id: z.string(), status: z.enum(['Paid', 'Rejected', 'Cancelled']) }),
      RewardDecidedSchema,
    ),
    async (c) =>
      reply(c, await decideReward(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
        reward: rewardDto(r.reward),
      })),
  );
}
