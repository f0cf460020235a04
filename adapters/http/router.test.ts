import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouter } from './router';

function app() {
  const api = createRouter();
  const schema = z.object({ name: z.string({ error: 'This field is required' }) });
  const route = createRoute({
    method: 'post',
    path: '/echo',
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: { 200: { description: 'The name back' } },
  });
  api.openapi(route, (c) => c.json({ name: c.req.valid('json').name }, 200));
  return api;
}

const post = (body: string) =>
  app().request('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('the validation hook', () => {
  it("answers a body that is not an object with 'Invalid request', never zod's own words", async () => {
    for (const body of ['null', '[]', '"text"', '42', 'true']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'REQUEST.INVALID', error: 'Invalid request' });
    }
  });

  it('answers a field failure with the field message and every issue by path', async () => {
    const res = await post('{"name": 3}');
    expect(await res.json()).toMatchObject({
      error: 'This field is required',
      details: { issues: [{ path: 'name', message: 'This field is required' }] },
    });
  });
});
