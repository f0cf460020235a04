import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';
import type { FieldMappingStores, SavedFieldMapping } from './field-mapping-store';
import { PLATFORM_FIELDS } from './fields';
import type { FieldMapping } from './mapping';

const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-02-01T00:00:00.000Z';

const saved = (
  userId: string,
  mapping: Partial<FieldMapping> & { name: string },
  at = T0,
): SavedFieldMapping => ({
  userId,
  mapping: { fields: { loanNumber: ['Loan #'] }, ...mapping },
  createdAt: at,
  updatedAt: at,
});

const mappingArb: fc.Arbitrary<FieldMapping> = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 20 }),
    fields: fc.dictionary(
      fc.constantFrom(...PLATFORM_FIELDS),
      fc.array(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 4 }),
    ),
    codeSet: fc.constantFrom('hmda' as const, 'asf' as const),
    scale: fc.dictionary(fc.constantFrom(...PLATFORM_FIELDS), fc.constantFrom(1000, 0.01, 12)),
  },
  { requiredKeys: ['name', 'fields'] },
);

/** The behaviour every `FieldMappingStore` must have: per-user names, upsert keeping createdAt, exact round trip. */
export function describeFieldMappingStoreContract(
  name: string,
  make: () => Promise<StoreHarness<FieldMappingStores>>,
) {
  describe(`FieldMappingStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);

    it('lists a user’s mappings by name and keeps users apart', async () => {
      await run((s) => s.fieldMappings.save(saved('u1', { name: 'seller b' })));
      await run((s) => s.fieldMappings.save(saved('u1', { name: 'Seller A' })));
      await run((s) => s.fieldMappings.save(saved('u2', { name: 'seller b' })));
      const names = (await run((s) => s.fieldMappings.list('u1'))).map((m) => m.mapping.name);
      expect(names).toEqual(['Seller A', 'seller b']);
      expect(await run((s) => s.fieldMappings.list('u2'))).toEqual([saved('u2', { name: 'seller b' })]);
      expect(await run((s) => s.fieldMappings.list('nobody'))).toEqual([]);
    });

    it('finds a mapping by its exact name only', async () => {
      await run((s) => s.fieldMappings.save(saved('u1', { name: 'Harbor' })));
      expect(await run((s) => s.fieldMappings.get('u1', 'Harbor'))).toEqual(saved('u1', { name: 'Harbor' }));
      expect(await run((s) => s.fieldMappings.get('u1', 'harbor'))).toBeNull();
      expect(await run((s) => s.fieldMappings.get('u2', 'Harbor'))).toBeNull();
    });

    it('replaces a same-named mapping, keeping when it was first saved', async () => {
      await run((s) => s.fieldMappings.save(saved('u1', { name: 'Harbor' })));
      const next = saved('u1', { name: 'Harbor', fields: { fico: ['Score'] }, codeSet: 'asf' }, T1);
      const stored = await run((s) => s.fieldMappings.save(next));
      const expected = { ...next, createdAt: T0 };
      expect(stored).toEqual(expected);
      expect(await run((s) => s.fieldMappings.list('u1'))).toEqual([expected]);
    });

    it('deletes only the named mapping of that user', async () => {
      await run((s) => s.fieldMappings.save(saved('u1', { name: 'Harbor' })));
      await run((s) => s.fieldMappings.save(saved('u2', { name: 'Harbor' })));
      expect(await run((s) => s.fieldMappings.delete('u1', 'Harbor'))).toBe(true);
      expect(await run((s) => s.fieldMappings.delete('u1', 'Harbor'))).toBe(false);
      expect(await run((s) => s.fieldMappings.get('u2', 'Harbor'))).not.toBeNull();
    });

    it('reads back exactly what was saved', async () => {
      await fc.assert(
        fc.asyncProperty(mappingArb, async (mapping) => {
          await run((s) => s.fieldMappings.save({ userId: 'p', mapping, createdAt: T0, updatedAt: T1 }));
          const back = await run((s) => s.fieldMappings.get('p', mapping.name));
          expect(back).toEqual({ userId: 'p', mapping, createdAt: T0, updatedAt: T1 });
          await run((s) => s.fieldMappings.delete('p', mapping.name));
        }),
        { numRuns: 25 },
      );
    });
  });
}
