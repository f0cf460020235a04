/**
 * The platform admin's approval of partner ecosystems (spec §6 "admin and ispadmin approvals";
 * §8 'Approved successfully'). An ecosystem's sign-on redirect URIs and CORS origins count only
 * once approved. The ispadmin token role is required (403 otherwise, decided by the use cases).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  approveEcosystem,
  listUnapprovedEcosystems,
} from '../../../core/accounts/ecosystems/ecosystem-approvals';
import { documented } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { EcosystemSchema, ecosystemDto } from './dto/business-dto';
import { guarded } from './refusals';

const tags = ['Platform admin'];

export function ecosystemApprovalRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/admin/ecosystems/pending',
      tags,
      summary: 'Ecosystems awaiting approval, with the redirect URIs they registered',
      security: BEARER,
      middleware: guard.required,
      responses: {
        200: okJson(dataSchema('PendingEcosystems', z.array(EcosystemSchema)), 'By registration.'),
        ...guarded(false, 403),
      },
    }),
    async (c) =>
      reply(c, await listUnapprovedEcosystems(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(ecosystemDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/admin/ecosystems/approve',
      tags,
      summary: "Approve an ecosystem → 'Approved successfully'; its redirect URIs count from now on",
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: documented(z.object({ ecosystem_id: z.string() })),
      responses: {
        200: okJson(toastSchema('EcosystemApproved', {}), 'The toast.'),
        ...guarded(true, 400, 404, 409),
      },
    }),
    async (c) =>
      reply(c, await approveEcosystem(deps.accounts, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
      })),
  );
}
