/**
 * What the platform admin reads (spec §6 role and permission views and allowed UI routes; §5
 * contact and lead forms): the roles-and-permissions table, and the contact messages and leads
 * visitors sent, newest first, 20 a page. ispadmin only (403 for everyone else).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { isPlatformAdmin } from '../../../core/accounts/account-deps';
import { ContextErrors } from '../../../core/accounts/contexts/contexts.errors';
import { listContactMessages, listLeads } from '../../../core/accounts/marketing/marketing-forms';
import { refuse, reply, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ContactMessageSchema, contactDto, LeadSchema, leadDto, pageDto, pageSchema } from './dto/form-dto';
import { RoleViewSchema, roleViewDto } from './dto/role-view-dto';
import { guarded } from './refusals';

const tags = ['Platform admin'];
const page = {
  query: z.object({ page: z.string().optional().openapi({ description: '1-based; default 1.' }) }),
};

export function adminViewRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/admin/roles',
      tags,
      summary: 'Token roles with their menus and route configuration; loan personas with their capabilities',
      security: BEARER,
      middleware,
      responses: { 200: okJson(RoleViewSchema, 'The tables the platform enforces.'), ...guarded(false, 403) },
    }),
    // The view reads only constant tables, so the admin check is all there is to decide.
    async (c) =>
      isPlatformAdmin(accountActor(c)) ? c.json(roleViewDto()) : refuse(c, ContextErrors.notPlatformAdmin()),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/admin/contact-us',
      tags,
      summary: 'Contact messages, newest first, 20 a page',
      security: BEARER,
      middleware,
      request: page,
      responses: {
        200: okJson(pageSchema('ContactMessages', ContactMessageSchema), 'One page.'),
        ...guarded(false, 400, 403),
      },
    }),
    async (c) =>
      reply(c, await listContactMessages(deps.accounts, accountActor(c), c.req.valid('query')), (p) =>
        pageDto(p, contactDto),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/admin/leads',
      tags,
      summary: 'Leads, newest first, 20 a page',
      security: BEARER,
      middleware,
      request: page,
      responses: { 200: okJson(pageSchema('Leads', LeadSchema), 'One page.'), ...guarded(false, 400, 403) },
    }),
    async (c) =>
      reply(c, await listLeads(deps.accounts, accountActor(c), c.req.valid('query')), (p) =>
        pageDto(p, leadDto),
      ),
  );
}
