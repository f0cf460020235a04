/**
 * Contracts between two parties (spec §4: statuses pending … waitingforsignatures, actions
 * APPROVED / REJECTED / CANCELLED, modes create / edit / view, digital or E-Stamp; §3 stamp duty
 * states and agreement types): what the screens read. Only the two parties see a contract; to
 * anyone else it answers 404 'Failed to fetch contract please try again'. Changes are in
 * ./contract-change-routes.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AGREEMENT_TYPES,
  CONTRACT_DECISIONS,
  CONTRACT_STATUSES,
  STAMP_DUTY_STATES,
} from '../../../core/accounts/agreements/contract';
import { myContracts, viewContract } from '../../../core/accounts/agreements/contract-views';
import { idQuery } from '../kit/bodies';
import { reply, serve } from '../kit/reply';
import { dataSchema, okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ContractViewSchema, contractViewDto } from './dto/contract-dto';
import { guarded } from './refusals';

const tags = ['Contracts'];
const OptionsSchema = z
  .object({
    success: z.literal(true),
    statuses: z.array(z.string()),
    actions: z.array(z.string()),
    agreement_types: z.array(z.string()),
    stamp_duty_states: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .openapi('ContractOptions');

/** The moves POST /businesses/contracts/action takes (spec §4 actions among them). */
export const CONTRACT_MOVES = ['submit', ...CONTRACT_DECISIONS, 'send_for_signing', 'sign'] as const;

export function contractRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/contracts/options',
      tags,
      summary: 'Contract statuses, actions, agreement types and stamp duty states',
      responses: { 200: okJson(OptionsSchema, 'The lists.') },
    }),
    async (c) =>
      c.json({
        success: true as const,
        statuses: [...CONTRACT_STATUSES],
        actions: [...CONTRACT_MOVES],
        agreement_types: [...AGREEMENT_TYPES],
        stamp_duty_states: STAMP_DUTY_STATES.map((s) => ({ code: s.code, name: s.name })),
      }),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/contracts',
      tags,
      summary: 'The caller’s contracts with their modes and actions, most recently changed first',
      security: BEARER,
      middleware,
      responses: {
        200: okJson(dataSchema('Contracts', z.array(ContractViewSchema)), 'The list.'),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await myContracts(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(contractViewDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/contracts/view',
      tags,
      summary: 'One contract the caller is a party to, with the mode it opens in and the caller’s actions',
      security: BEARER,
      middleware,
      request: idQuery('contract_id'),
      responses: {
        200: okJson(dataSchema('ContractDetails', ContractViewSchema), 'The contract.'),
        ...guarded(false, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await viewContract(deps.accounts, accountActor(c), c.req.valid('query')), (v) => ({
        success: true,
        data: contractViewDto(v),
      })),
  );
}
