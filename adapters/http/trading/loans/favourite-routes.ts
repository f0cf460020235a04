/**
 * Favourite filters (spec §7 "GET favourite filters (name, value list of label/value)", §9 the
 * filters eligible: loan amount, ltv, fico, tenure, debt to income). `GET/POST
 * /api/favourite_filters`, `DELETE /api/favourite_filters/{id}`; each user has only their own.
 * Saving under an existing name replaces that favourite.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { FAVOURITE_FILTER_LABELS, type FavouriteFilter } from '../../../../core/loans/favourite-filter';
import {
  deleteFavouriteFilter,
  listFavouriteFilters,
  saveFavouriteFilter,
} from '../../../../core/loans/favourite-filters';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';

const tags = ['Favourite filters'];

/** statusText of a deleted favourite (ours; the spec shows none). */
export const FAVOURITE_DELETED = 'Deleted Successfully';

const valueItem = z.object({
  label: z.enum(FAVOURITE_FILTER_LABELS),
  value: z
    .tuple([z.number().int(), z.number().int()])
    .openapi({ description: '[min, max]; loan amount in whole dollars.' }),
});

const FavouriteSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    value: z.array(valueItem),
    created: z.string(),
    updated: z.string(),
  })
  .openapi('FavouriteFilter');

const favouriteBody = z
  .object({ name: z.string().max(200), value: z.array(valueItem).max(FAVOURITE_FILTER_LABELS.length) })
  .openapi('FavouriteFilterInput');

const favouriteDto = (f: FavouriteFilter): z.infer<typeof FavouriteSchema> => ({
  _id: f.id,
  name: f.name,
  value: f.values.map((v) => ({ label: v.label, value: [v.value[0], v.value[1]] })),
  created: f.createdAt,
  updated: f.updatedAt,
});

export function favouriteRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/favourite_filters',
      tags,
      summary: "The caller's favourite filters, ordered by name",
      security: BEARER,
      middleware: [deps.requireActor],
      responses: { 200: okJson(envelope(z.array(FavouriteSchema)), 'The favourites.'), ...refusals(403) },
    }),
    async (c) =>
      answer(c, await listFavouriteFilters(deps.trading, actorOf(c)), (list) =>
        success(c, 'Success', list.map(favouriteDto)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/favourite_filters',
      tags,
      summary: 'Save a favourite filter (a favourite of the same name is replaced)',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(favouriteBody),
      responses: { 201: okJson(envelope(FavouriteSchema), "'Successfully Added'."), ...refusals(400, 403) },
    }),
    async (c) => {
      const { name, value } = c.req.valid('json');
      return answer(
        c,
        await saveFavouriteFilter(deps.trading, actorOf(c), { name, values: value }),
        (saved) => success(c, MESSAGES.successfullyAdded, favouriteDto(saved), 201),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'delete',
      path: '/favourite_filters/{id}',
      tags,
      summary: 'Delete one of the caller’s favourite filters',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: { params: z.object({ id: z.string().min(1).max(200) }) },
      responses: {
        200: okJson(envelope(z.object({ _id: z.string() })), `'${FAVOURITE_DELETED}'.`),
        ...refusals(403, 404),
      },
    }),
    async (c) =>
      answer(c, await deleteFavouriteFilter(deps.trading, actorOf(c), c.req.valid('param')), ({ id }) =>
        success(c, FAVOURITE_DELETED, { _id: id }),
      ),
  );
}
