import { expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { expectDocumentedAndGuarded } from '../testing/documented-calls';
import { tradingWorld } from '../testing/trading-world';

it('lists every diligence call in the OpenAPI document, secured, with its refusals, and refuses each without a session', async () => {
  const w = await tradingWorld();
  const paths = await expectDocumentedAndGuarded(w.app, [
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
  ]);
  // get_image serves ecosystem logos to anyone, so it is documented as open or secured; any
  // other well-formed image name still needs a session.
  const image = paths['/get_image/{blobName}']!.get!;
  expect(image.security).toEqual([{}, { Bearer: [] }]);
  expect(Object.keys(image.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  const res = await w.app.request(`/api/get_image/${'ab'.repeat(32)}.png`);
  expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([
    401,
    MESSAGES.sessionExpired,
  ]);
  expect(paths['/upload_file']!.post).toMatchObject({
    requestBody: {
      content: { 'multipart/form-data': { schema: { properties: { file: { format: 'binary' } } } } },
    },
  });
  await w.close();
});
