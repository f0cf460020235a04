import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../testing/test-client';
import { type TapeHttpWorld, tapeHttpWorld } from './testing/tape-http-world';

let w: TapeHttpWorld;
beforeEach(async () => {
  w = await tapeHttpWorld();
});
afterEach(() => w.close());

const harbor = { name: 'Harbor', fields: { loanNumber: ['Harbor Ref'], fico: ['Bureau Score'] } };

describe('saved column mappings over HTTP', () => {
  it('saves a mapping and answers getUserFieldMapping {userId, mappingName} with it', async () => {
    const lender = w.tapesAs('lender');
    const saved = await lender.put('/field_mappings', { userId: 'lender-1', mapping: harbor });
    expect(saved.status).toBe(200);
    const got = await lender.post('/getUserFieldMapping', { userId: 'lender-1', mappingName: 'Harbor' });
    expect(await json(got)).toMatchObject({
      success: true,
      data: { mappingName: 'Harbor', builtIn: false, mapping: harbor },
    });
    const list = await json<{ data: { mappingName: string }[] }>(await lender.get('/field_mappings'));
    expect(list.data.map((m) => m.mappingName)).toEqual(['Harbor', 'platform', 'asf', 'hmda']);
    expect((await lender.del('/field_mappings/Harbor')).status).toBe(200);
    expect(
      (await lender.post('/getUserFieldMapping', { userId: 'lender-1', mappingName: 'Harbor' })).status,
    ).toBe(404);
  });

  it('answers built-in mappings by name and refuses other users’ ids and bad mappings', async () => {
    const lender = w.tapesAs('lender');
    const asf = await json(
      await lender.post('/getUserFieldMapping', { userId: 'lender-1', mappingName: 'asf' }),
    );
    expect(asf).toMatchObject({ data: { builtIn: true, mapping: { codeSet: 'asf' } } });
    expect(
      (await lender.post('/getUserFieldMapping', { userId: 'investor-1', mappingName: 'asf' })).status,
    ).toBe(403);
    expect((await lender.put('/field_mappings', { userId: 'investor-1', mapping: harbor })).status).toBe(403);
    const bad = await lender.put('/field_mappings', {
      userId: 'lender-1',
      mapping: { name: 'x', fields: { nope: ['a'] } },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe('TAPE.BAD_MAPPING');
    expect((await w.anonymousTapes().get('/field_mappings')).status).toBe(401);
  });

  it('lists every tape call in the OpenAPI document', async () => {
    const spec = await json<{ paths: Record<string, unknown> }>(await w.app.request('/api/openapi.json'));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/excel_Upload',
        '/tape_import_report/{batch_id}',
        '/getUserFieldMapping',
        '/field_mappings',
        '/loan_tape_gen_report',
        '/storeTape_Response',
        '/compareFieldData',
        '/stakeholderDataByLoanIds',
      ]),
    );
  });
});
