/**
 * Listing assets for hire on /smarthire (spec §2, §3 asset model and type). Business admins and
 * sellers list their equipment with a daily rate in rupees and the days it is available, and
 * read back what they listed; only an asset's owner changes its availability (others: 404).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ASSET_TYPES } from '../../../core/accounts/assets/asset';
import {
  myAssets,
  registerAsset,
  registerAssetSchema,
  setAssetAvailability,
} from '../../../core/accounts/assets/asset-listing';
import { documented, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { AssetSchema, assetDto } from './dto/asset-dto';
import { guarded } from './refusals';

const tags = ['Asset hire'];
const AssetChangedSchema = toastSchema('AssetChanged', { asset: AssetSchema });
const days = z.object({ from: z.string(), to: z.string() });

export function assetRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const changed = (r: { message: string; asset: Parameters<typeof assetDto>[0] }) => ({
    success: true,
    message: r.message,
    asset: assetDto(r.asset),
  });

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/assets/types',
      tags,
      summary: 'Asset types that can be listed and hired',
      responses: { 200: okJson(z.array(z.string()), 'An array of strings.') },
    }),
    async (c) => c.json([...ASSET_TYPES]),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/assets',
      tags,
      summary: 'The assets the caller listed for hire, oldest first',
      security: BEARER,
      middleware,
      responses: {
        200: okJson(dataSchema('OwnAssets', z.array(AssetSchema)), 'The caller’s assets.'),
        ...guarded(false),
      },
    }),
    async (c) =>
      reply(c, await myAssets(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(assetDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/assets',
      tags,
      summary: "List an asset for hire → 'Asset added' (business admins and sellers)",
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(registerAssetSchema.meta({ id: 'NewAsset' })),
      responses: { 201: okJson(AssetChangedSchema, 'The asset listed.'), ...guarded(true, 400) },
    }),
    async (c) =>
      reply(c, await registerAsset(deps.accounts, accountActor(c), await sentBody(c)), changed, 201),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/assets/availability',
      tags,
      summary: "Replace an owned asset's availability windows → 'Updated Successfully'",
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ asset_id: z.string(), availability: z.array(days) })),
      responses: { 200: okJson(AssetChangedSchema, 'The asset as stored.'), ...guarded(true, 400, 404) },
    }),
    async (c) =>
      reply(c, await setAssetAvailability(deps.accounts, accountActor(c), await sentBody(c)), changed),
  );
}
