import { expect, it } from 'vitest';
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
    ['get', '/get_image/{blobName}'],
  ]);
  expect(paths['/upload_file']!.post).toMatchObject({
    requestBody: {
      content: { 'multipart/form-data': { schema: { properties: { file: { format: 'binary' } } } } },
    },
  });
  await w.close();
});
