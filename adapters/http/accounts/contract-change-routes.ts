/**
 * Changing contracts (spec §4 modes create and edit; actions APPROVED / REJECTED / CANCELLED,
 * plus submit, send for signing and sign; E-Stamp contracts pay their stamp duty through the
 * payment gateway before signing). Only the two parties act; to anyone else a contract answers
 * 404 'Failed to fetch contract please try again'. The life cycle is the core's.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Contract } from '../../../core/accounts/agreements/contract';
import { actOnContract } from '../../../core/accounts/agreements/contract-actions';
import { createContract, editContract } from '../../../core/accounts/agreements/contract-drafts';
import { createContractSchema, editContractSchema } from '../../../core/accounts/agreements/contract-input';
import { payStampDuty } from '../../../core/accounts/agreements/stamp-duty';
import { documented, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER_AND_XSRF } from '../session';
import { CONTRACT_MOVES } from './contract-routes';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ContractSchema, contractDto } from './dto/contract-dto';
import { guarded } from './refusals';

const tags = ['Contracts'];
const ChangedSchema = toastSchema('ContractChanged', { contract: ContractSchema });

export function contractChangeRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  const middleware = guard.required;
  const changed = (r: { message: string; contract: Contract }) => ({
    success: true,
    message: r.message,
    contract: contractDto(r.contract),
  });
  const write = (
    method: 'post' | 'put',
    path: string,
    summary: string,
    body: object,
    status: 200 | 201 = 200,
  ) =>
    createRoute({
      method,
      path,
      tags,
      summary,
      security: BEARER_AND_XSRF,
      middleware,
      request: body,
      responses: {
        [status]: okJson(ChangedSchema, 'The toast and the contract as stored.'),
        ...guarded(true, 400, 404, 409, 422),
      },
    });

  const form = (schema: z.ZodType, name: string) => jsonBody(schema.meta({ id: name }));
  serve(
    api,
    write(
      'post',
      '/businesses/contracts',
      "Draft a contract with another party → 'Contract saved as draft'",
      form(createContractSchema, 'NewContract'),
      201,
    ),
    async (c) =>
      reply(c, await createContract(deps.accounts, accountActor(c), await sentBody(c)), changed, 201),
  );
  serve(
    api,
    write(
      'put',
      '/businesses/contracts',
      "Replace a draft (or rejected) contract's form → 'Updated Successfully'",
      form(editContractSchema, 'ContractEdit'),
    ),
    async (c) => reply(c, await editContract(deps.accounts, accountActor(c), await sentBody(c)), changed),
  );
  serve(
    api,
    write(
      'post',
      '/businesses/contracts/action',
      "Move the contract: submit, APPROVED ('Approved successfully'), REJECTED, CANCELLED, send_for_signing, sign",
      documented(z.object({ contract_id: z.string(), action: z.enum(CONTRACT_MOVES) })),
    ),
    async (c) => reply(c, await actOnContract(deps.accounts, accountActor(c), await sentBody(c)), changed),
  );
  serve(
    api,
    write(
      'post',
      '/businesses/contracts/stampDuty',
      "The creator pays an E-Stamp contract's stamp duty → 'Stamp duty paid'",
      documented(z.object({ contract_id: z.string() })),
    ),
    async (c) =>
      reply(
        c,
        await payStampDuty({ ...deps.accounts, payments: deps.payments }, accountActor(c), await sentBody(c)),
        changed,
      ),
  );
}
