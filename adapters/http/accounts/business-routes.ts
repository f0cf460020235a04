/**
 * Businesses after registration (spec §7 POST /businesses, /businesses?business_id= update,
 * GET business categories, GET users/businessAdminId; §8 'Successfully Registered Business',
 * 'Successfully Updated Business' / 'Failed to Update business'). Only members see a business
 * (others: 404, as if it did not exist); only its admins change it (members: 403 'Failed to
 * Update business'). Types and categories are public: the registration form needs them first.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { businessAdminId } from '../../../core/accounts/businesses/business-admin-id';
import {
  businessOptions,
  createBusiness,
  createBusinessSchema,
  updateBusiness,
  updateBusinessSchema,
  viewBusiness,
} from '../../../core/accounts/businesses/businesses';
import { idQuery, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { BusinessSchema, BusinessViewSchema, businessDto, businessViewDto } from './dto/business-dto';
import { guarded } from './refusals';

const tags = ['Businesses'];
const BusinessChangedSchema = toastSchema('BusinessChanged', { businessDetails: BusinessSchema });
const BusinessDetailsSchema = z
  .object({ success: z.literal(true), businessDetails: BusinessViewSchema })
  .openapi('BusinessDetails');
const AdminIdSchema = z
  .object({ success: z.literal(true), businessAdminId: z.string() })
  .openapi('BusinessAdminId');

export function businessRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const list = (name: string, values: readonly string[], summary: string) =>
    serve(
      api,
      createRoute({
        method: 'get',
        path: `/businesses/${name}`,
        tags,
        summary,
        responses: { 200: okJson(z.array(z.string()), 'An array of strings.') },
      }),
      async (c) => c.json([...values]),
    );
  list('categories', businessOptions().categories, 'Business categories (spec §3: a list of strings)');
  list('types', businessOptions().types, 'Business types (spec §3 enumeration)');

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/businesses',
      tags,
      summary:
        "Register another business; the caller becomes its BUSINESSADMIN → 'Successfully Registered Business'",
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(createBusinessSchema.meta({ id: 'NewBusiness' })),
      responses: { 201: okJson(BusinessChangedSchema, 'The business registered.'), ...guarded(true, 400) },
    }),
    async (c) => {
      const created = await createBusiness(deps.accounts, accountActor(c), await sentBody(c));
      return reply(
        c,
        created,
        (r) => ({ success: true, message: r.message, businessDetails: businessDto(r.business) }),
        201,
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses',
      tags,
      summary: 'A business the caller belongs to (any business, for the platform admin)',
      security: BEARER,
      middleware,
      request: idQuery('business_id'),
      responses: {
        200: okJson(BusinessDetailsSchema, 'spec §3 businessDetails.'),
        ...guarded(false, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await viewBusiness(deps.accounts, accountActor(c), c.req.valid('query')), (v) => ({
        success: true,
        businessDetails: businessViewDto(v),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/businesses',
      tags,
      summary:
        "Change name, type or category → 'Successfully Updated Business' / 'Failed to Update business'",
      description: 'The business is named by the query; a `business_id` in the body is ignored.',
      security: BEARER_AND_XSRF,
      middleware,
      request: {
        ...idQuery('business_id'),
        ...jsonBody(updateBusinessSchema.omit({ business_id: true }).openapi('BusinessChanges')),
      },
      responses: {
        200: okJson(BusinessChangedSchema, 'The business as stored.'),
        ...guarded(true, 400, 404, 409),
      },
    }),
    async (c) => {
      const input = { ...(await sentBody(c)), business_id: c.req.valid('query').business_id };
      const updated = await updateBusiness(deps.accounts, accountActor(c), input);
      return reply(c, updated, (r) => ({
        success: true,
        message: r.message,
        businessDetails: businessDto(r.business),
      }));
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/businessAdminId',
      tags,
      summary: 'The id the caller acts as: its business admin for a business user, else itself (spec §6)',
      security: BEARER,
      middleware,
      responses: { 200: okJson(AdminIdSchema, '`{success, businessAdminId}`.'), ...guarded(false, 404) },
    }),
    async (c) => reply(c, await businessAdminId(deps.accounts, accountActor(c)), (r) => r),
  );
}
