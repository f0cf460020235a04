import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import {
  deleteUserFieldMapping,
  getUserFieldMapping,
  listUserFieldMappings,
  MAX_SAVED_MAPPINGS,
  saveUserFieldMapping,
} from '../../core/tapes/field-mappings';
import { generateTapeSheet } from '../../fixtures/tape-generator';
import { writeCsv } from '../spreadsheet/write-sheet';
import { CAST, type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

const lender = CAST.lender;
const harbor = {
  name: 'Harbor',
  fields: { loanNumber: ['Harbor Ref'], fico: ['Bureau Score'], amount: ['Principal'] },
};

describe('saved column mappings', () => {
  it('saves, finds, lists and deletes a user’s own mapping', async () => {
    const deps = w.deps.fieldMappings;
    const saved = unwrap(
      await saveUserFieldMapping(deps, lender, { userId: lender.userId, mapping: harbor }),
    );
    expect(saved).toMatchObject({ mappingName: 'Harbor', builtIn: false, mapping: harbor });
    const found = unwrap(
      await getUserFieldMapping(deps, lender, { userId: lender.userId, mappingName: ' Harbor ' }),
    );
    expect(found.mapping).toEqual(harbor);
    const names = unwrap(await listUserFieldMappings(deps, lender, { userId: lender.userId })).map(
      (m) => m.mappingName,
    );
    expect(names).toEqual(['Harbor', 'platform', 'asf', 'hmda']);
    expect(
      unwrap(await deleteUserFieldMapping(deps, lender, { userId: lender.userId, mappingName: 'Harbor' })),
    ).toEqual({
      deleted: 'Harbor',
    });
    expect(
      await getUserFieldMapping(deps, lender, { userId: lender.userId, mappingName: 'Harbor' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TAPE.MAPPING_NOT_FOUND' },
    });
  });

  it('answers a built-in mapping by name, and keeps its name from being taken', async () => {
    const deps = w.deps.fieldMappings;
    expect(
      unwrap(await getUserFieldMapping(deps, lender, { userId: lender.userId, mappingName: 'ASF' })),
    ).toMatchObject({
      builtIn: true,
      mappingName: 'asf',
    });
    const shadow = await saveUserFieldMapping(deps, lender, {
      userId: lender.userId,
      mapping: { ...harbor, name: 'HMDA' },
    });
    expect(shadow).toMatchObject({ ok: false, error: { code: 'TAPE.MAPPING_RESERVED' } });
  });

  it('keeps users to their own mappings; the operator may read them', async () => {
    const deps = w.deps.fieldMappings;
    unwrap(await saveUserFieldMapping(deps, lender, { userId: lender.userId, mapping: harbor }));
    const input = { userId: lender.userId, mappingName: 'Harbor' };
    expect(await getUserFieldMapping(deps, CAST.otherLender, input)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(
      await saveUserFieldMapping(deps, CAST.otherLender, { userId: lender.userId, mapping: harbor }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NOT_YOURS' },
    });
    expect((await getUserFieldMapping(deps, CAST.operator, input)).ok).toBe(true);
  });

  it('refuses a malformed mapping and more than the allowed number', async () => {
    const deps = w.deps.fieldMappings;
    const bad = await saveUserFieldMapping(deps, lender, {
      userId: lender.userId,
      mapping: { name: 'x', fields: { nope: ['a'] } },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'TAPE.BAD_MAPPING' } });
    for (let i = 0; i < MAX_SAVED_MAPPINGS; i++)
      unwrap(
        await saveUserFieldMapping(deps, lender, {
          userId: lender.userId,
          mapping: { ...harbor, name: `m${i}` },
        }),
      );
    const over = await saveUserFieldMapping(deps, lender, { userId: lender.userId, mapping: harbor });
    expect(over).toMatchObject({ ok: false, error: { code: 'TAPE.TOO_MANY_MAPPINGS' } });
    expect(
      (
        await saveUserFieldMapping(deps, lender, {
          userId: lender.userId,
          mapping: { ...harbor, name: 'm0' },
        })
      ).ok,
    ).toBe(true);
  });

  it('reads a seller’s own headers with the lender’s saved mapping', async () => {
    const sheet = generateTapeSheet(5, { seed: 11 });
    const renamed = { loan_id: 'Harbor Ref', fico_score: 'Bureau Score', loanamount: 'Principal' } as Record<
      string,
      string
    >;
    const bytes = writeCsv({ headers: sheet.headers.map((h) => renamed[h] ?? h), rows: sheet.rows });
    const without = await w.importFile({ tapeName: 'Harbor 1', fileName: 'h.csv', bytes });
    expect(without).toMatchObject({ ok: false, error: { code: 'TAPE.MISSING_COLUMNS' } });
    unwrap(
      await saveUserFieldMapping(w.deps.fieldMappings, lender, { userId: lender.userId, mapping: harbor }),
    );
    const withMapping = unwrap(
      await w.importFile({ tapeName: 'Harbor 1', fileName: 'h.csv', bytes, mappingName: 'Harbor' }),
    );
    expect(withMapping).toMatchObject({ accepted: 5, rejected: 0, mappingName: 'Harbor' });
    expect(
      await w.importFile({ tapeName: 'Harbor 2', fileName: 'h.csv', bytes, mappingName: 'Nope' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TAPE.MAPPING_NOT_FOUND' },
    });
  });
});
