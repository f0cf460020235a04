/**
 * The person's addresses (spec §7 /users/address add, update, delete; §8 'Added address',
 * 'Updated address', 'Deleted address'). Another person's `address_id` answers 404 exactly like
 * an id that does not exist.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { addAddressSchema, updateAddressSchema } from '../../../core/accounts/profile/address-input';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../../core/accounts/profile/addresses';
import { idQuery, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { AddressSchema, addressDto } from './dto/profile-dto';
import { guarded } from './refusals';

const tags = ['Addresses'];
const AddressChangedSchema = toastSchema('AddressChanged', { address: AddressSchema });
const DeletedSchema = toastSchema('AddressDeleted', {});

export function addressRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/users/address',
      tags,
      summary: 'The signed-in person’s addresses, oldest first',
      security: BEARER,
      middleware,
      responses: {
        200: okJson(dataSchema('Addresses', z.array(AddressSchema)), 'The list.'),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await listAddresses(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(addressDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/users/address',
      tags,
      summary: "Add an address → 'Added address'",
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(addAddressSchema.meta({ id: 'AddressFields' })),
      responses: { 201: okJson(AddressChangedSchema, "'Added address'."), ...guarded(true, 400, 422) },
    }),
    async (c) => {
      const added = await addAddress(deps.accounts, accountActor(c), await sentBody(c));
      return reply(
        c,
        added,
        (r) => ({ success: true, message: r.message, address: addressDto(r.address) }),
        201,
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/users/address',
      tags,
      summary: "Replace one of the person's addresses → 'Updated address'",
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(updateAddressSchema.meta({ id: 'AddressUpdate' })),
      responses: { 200: okJson(AddressChangedSchema, "'Updated address'."), ...guarded(true, 400, 404) },
    }),
    async (c) => {
      const updated = await updateAddress(deps.accounts, accountActor(c), await sentBody(c));
      return reply(c, updated, (r) => ({
        success: true,
        message: r.message,
        address: addressDto(r.address),
      }));
    },
  );

  serve(
    api,
    createRoute({
      method: 'delete',
      path: '/users/address',
      tags,
      summary: "Delete one of the person's addresses → 'Deleted address'",
      security: BEARER_AND_XSRF,
      middleware,
      request: idQuery('address_id'),
      responses: { 200: okJson(DeletedSchema, "'Deleted address'."), ...guarded(true, 400, 404) },
    }),
    async (c) => {
      const deleted = await deleteAddress(deps.accounts, accountActor(c), c.req.valid('query'));
      return reply(c, deleted, (r) => ({ success: true, message: r.message }));
    },
  );
}
