import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApiFiles, IDEMPOTENT_FILE, idempotentOperations, SCHEMA_FILE } from './api-types';

/**
 * The widgets' API types are the server's: regenerating them from today's OpenAPI document must
 * give exactly the committed files, else `npm test` fails and says what to run.
 */
describe('the generated API types', () => {
  it('match what the server documents today (else: run npm run gen:api)', async () => {
    const files = await generateApiFiles();
    expect(Object.keys(files).sort()).toEqual([IDEMPOTENT_FILE, SCHEMA_FILE].sort());
    for (const [path, text] of Object.entries(files)) {
      const committed = readFileSync(path, 'utf8');
      if (committed !== text) {
        expect.fail(`${path} is out of date with the server's /api/openapi.json: run npm run gen:api`);
      }
    }
  }, 120_000);

  it('lists as idempotent exactly the operations that document an Idempotency-Key header', () => {
    const doc = {
      paths: {
        '/place_bid': { post: { parameters: [{ in: 'header', name: 'idempotency-key' }] } },
        '/bids': { get: { parameters: [{ in: 'query', name: 'idempotency-key' }] } },
        '/update_Bid_Approval': { put: { parameters: [{ in: 'header', name: 'Idempotency-Key' }] } },
        '/auth/login': { post: {} },
      },
    };
    expect(idempotentOperations(doc)).toEqual(['POST /place_bid', 'PUT /update_Bid_Approval']);
  });
});
