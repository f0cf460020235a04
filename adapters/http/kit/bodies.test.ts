import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { documented, idQuery, jsonBody, multipartBody } from './bodies';
import { okJson, refusalSchema, refusalsOf } from './responses';

describe('the routes kit documents', () => {
  it('a multipart upload: one required file part, then text parts with their choices and descriptions', () => {
    const body = multipartBody(
      { name: 'xlsxFile' },
      {
        tapeName: { required: true },
        updateTape: { enum: ['true', 'false'] },
        note: { description: 'Free text.' },
      },
    );
    expect(body).toEqual({
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['xlsxFile', 'tapeName'],
              properties: {
                xlsxFile: { type: 'string', format: 'binary' },
                tapeName: { type: 'string' },
                updateTape: { type: 'string', enum: ['true', 'false'] },
                note: { type: 'string', description: 'Free text.' },
              },
            },
          },
        },
      },
    });
    const file = multipartBody({ description: 'One jpg.' }).body.content['multipart/form-data'].schema;
    expect(file).toEqual({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'One jpg.' } },
    });
  });

  it('JSON bodies, required unless said, and a described body that only has to be an object', () => {
    const schema = z.object({ a: z.string() });
    expect(jsonBody(schema, false)).toEqual({
      body: { required: false, content: { 'application/json': { schema } } },
    });
    const loose = documented(schema).body.content['application/json'].schema;
    expect(loose.safeParse({ anything: 1 }).success).toBe(true);
    expect(loose.safeParse([]).success).toBe(false);
  });

  it('ids in a query: trimmed and present, else the generic field check', () => {
    const { query } = idQuery('business_id');
    expect(query.parse({ business_id: ' b1 ' })).toEqual({ business_id: 'b1' });
    expect(query.safeParse({ business_id: ' ' }).error?.issues[0]?.message).toBe(
      'please enter the valid details',
    );
  });

  it("each status an area refuses with, with the area's text and one error shape", () => {
    const schema = refusalSchema('ExampleRefusal', { code: 'X.Y', error: 'No' });
    const refusals = refusalsOf(schema, { 401: 'No session.', 404: 'Not found.' });
    expect(refusals(404, 401, 404)).toEqual({
      401: okJson(schema, 'No session.'),
      404: okJson(schema, 'Not found.'),
    });
  });
});
