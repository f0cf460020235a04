/**
 * Saved column mappings (spec §7 `POST /api/getUserFieldMapping {userId, mappingName}`; saving,
 * listing and deleting are ours: `PUT /api/field_mappings {userId, mapping}`, `GET
 * /api/field_mappings`, `DELETE /api/field_mappings/{mappingName}`). `userId` must be the
 * caller (the operator may read anyone's); a built-in mapping (platform, asf, hmda) answers by
 * its name too.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  deleteUserFieldMapping,
  getUserFieldMapping,
  listUserFieldMappings,
  type NamedMapping,
  saveUserFieldMapping,
} from '../../../../core/tapes/field-mappings';
import { PLATFORM_FIELDS } from '../../../../core/tapes/fields';
import { shortText } from '../../../../core/validation/field-kit';
import type { TapeFileServices } from '../../../tapes/tape-file-services';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import { refusals } from '../dto/refusals';
import { type TapeHttpDeps, tags } from './tape-http';

const MappingSchema = z
  .object({
    name: z.string(),
    fields: z.record(z.enum(PLATFORM_FIELDS), z.array(z.string())).openapi({
      description: 'For each platform field, the tape headers that hold it, best first.',
      example: { loanNumber: ['Loan #'], fico: ['Bureau Score'] },
    }),
    codeSet: z.enum(['hmda', 'asf']).optional(),
    scale: z.record(z.enum(PLATFORM_FIELDS), z.number()).optional(),
  })
  .openapi('FieldMapping');

const NamedMappingSchema = z
  .object({
    mappingName: z.string(),
    builtIn: z.boolean(),
    mapping: MappingSchema,
    updated: z.string().nullable(),
  })
  .openapi('SavedFieldMapping');

const dto = (m: NamedMapping) => ({
  mappingName: m.mappingName,
  builtIn: m.builtIn,
  mapping: m.mapping as z.infer<typeof MappingSchema>,
  updated: m.updatedAt,
});

const userId = shortText();

export function mappingRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: TapeHttpDeps,
  tapeFiles: TapeFileServices,
): void {
  const mappings = tapeFiles.fieldMappings;
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/getUserFieldMapping',
      tags,
      summary: "One of the caller's saved column mappings, or a built-in one, by name",
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(z.object({ userId, mappingName: z.string().trim().min(1).max(100) })),
      responses: { 200: okJson(envelope(NamedMappingSchema), 'The mapping.'), ...refusals(400, 403, 404) },
    }),
    async (c) =>
      answer(c, await getUserFieldMapping(mappings, actorOf(c), c.req.valid('json')), (m) =>
        success(c, 'Field mapping', dto(m)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/field_mappings',
      tags,
      summary: "The caller's saved column mappings by name, then the built-in ones",
      security: BEARER,
      middleware: [deps.requireActor],
      responses: { 200: okJson(envelope(z.array(NamedMappingSchema)), 'The mappings.'), ...refusals() },
    }),
    async (c) =>
      answer(c, await listUserFieldMappings(mappings, actorOf(c), { userId: actorOf(c).userId }), (list) =>
        success(c, 'Field mappings', list.map(dto)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/field_mappings',
      tags,
      summary: 'Save (or replace) one of the caller’s column mappings under its name',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(z.object({ userId, mapping: z.unknown().openapi({ type: 'object' }) })),
      responses: {
        200: okJson(envelope(NamedMappingSchema), 'The mapping as saved.'),
        ...refusals(400, 403, 409, 422),
      },
    }),
    async (c) =>
      answer(c, await saveUserFieldMapping(mappings, actorOf(c), c.req.valid('json')), (m) =>
        success(c, 'Field mapping saved', dto(m)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'delete',
      path: '/field_mappings/{mappingName}',
      tags,
      summary: 'Delete one of the caller’s saved column mappings',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: { params: z.object({ mappingName: z.string().min(1).max(100) }) },
      responses: { 200: okJson(envelope(z.object({ deleted: z.string() })), 'Deleted.'), ...refusals(404) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const input = { userId: actor.userId, mappingName: c.req.valid('param').mappingName };
      return answer(c, await deleteUserFieldMapping(mappings, actor, input), (d) =>
        success(c, 'Field mapping deleted', d),
      );
    },
  );
}
