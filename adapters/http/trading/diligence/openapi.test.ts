import { expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { tradingWorld } from '../testing/trading-world';

it('lists every diligence call in the OpenAPI document, secured, with its refusals, and refuses each without a session', async () => {
  const w = await tradingWorld();
  const doc = await json<{
    paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  }>(await w.app.request('/api/openapi.json'));
  const calls = [
    ['post', '/start_due_diligence'],
    ['get', '/due_diligence_cases'],
    ['get', '/stipulations_view/{id}'],
    ['post', '/stipulations_create'],
    ['post', '/stipulations_reply'],
    ['put', '/stipulations_reply'],
    ['put', '/stipulations_close'],
    ['get', '/get_loans_list/fetchDocuments'],
    ['post', '/processUserDocCheck'],
    ['post', '/uploadMissingDocs'],
    ['post', '/upload_file'],
    ['get', '/get_loan_pdf/{blobName}'],
    ['get', '/get_image/{blobName}'],
  ] as const;
  for (const [method, path] of calls) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.security, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses), `${method} ${path}`).toContain('401');
    // Without a session every call is refused before anything else is looked at.
    const url = `/api${path.replace(/\{\w+\}/g, 'x')}`;
    const res = await w.app.request(url, { method: method.toUpperCase() });
    expect([res.status, (await json<{ error: string }>(res)).error], `${method} ${path}`).toEqual([
      401,
      MESSAGES.sessionExpired,
    ]);
  }
  expect(doc.paths['/upload_file']!.post).toMatchObject({
    requestBody: {
      content: { 'multipart/form-data': { schema: { properties: { file: { format: 'binary' } } } } },
    },
  });
  await w.close();
});
