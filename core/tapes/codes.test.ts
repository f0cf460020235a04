import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from '../validation/option-lists';
import { CODE_LISTS, type CodeSet } from './code-lists';
import { possibleLabels, readCode, writeCode } from './codes';
import type { CodeListName } from './fields';
import { headerKey } from './header-key';

const LISTS = Object.keys(CODE_LISTS) as CodeListName[];

describe('enumerated values', () => {
  it('reads HMDA numeric codes and the spec §9 labels alike', () => {
    expect(readCode('ethnicity', '13')).toBe('Cuban');
    expect(readCode('ethnicity', 'cuban')).toBe('Cuban');
    expect(readCode('ethnicity', '2')).toBe('Others');
    expect(readCode('race', '22')).toBe('Asian');
    expect(readCode('race', 'NOT DECLARED')).toBe('Not declared');
    expect(readCode('gender', '1')).toBe('Male');
    expect(readCode('gender', 'F')).toBe('Female');
    expect(readCode('occupancy', 'owner-occupied')).toBe('Primary Residence');
  });

  it('reads numeric codes by the code set the tape follows', () => {
    expect(readCode('purpose', '2', 'hmda')).toBe('Home Improvement');
    expect(readCode('purpose', '2', 'asf')).toBe('Cash-out Refinance');
    expect(readCode('purpose', '32')).toBe('Cash-out Refinance');
    expect(possibleLabels('purpose', '2')).toEqual(new Set(['Home Improvement', 'Cash-out Refinance']));
  });

  it('refuses unknown values of closed lists and keeps unknown property types as written', () => {
    expect(readCode('gender', '9')).toBeNull();
    expect(readCode('occupancy', 'boat')).toBeNull();
    expect(readCode('propertyType', ' Houseboat ')).toBe('Houseboat');
    expect(readCode('propertyType', 'sfr')).toBe('Single Family');
  });

  it('holds exactly the spec §9 HMDA labels', () => {
    const labels = (list: CodeListName) => CODE_LISTS[list].map((e) => e.label).sort();
    expect(labels('ethnicity')).toEqual([...HMDA_ETHNICITIES].sort());
    expect(labels('race')).toEqual([...HMDA_RACES].sort());
    expect(labels('gender')).toEqual([...HMDA_GENDERS].sort());
  });

  it('never lets one spelling mean two values within a code set', () => {
    for (const list of LISTS) {
      for (const set of ['hmda', 'asf'] as CodeSet[]) {
        const seen = new Map<string, string>();
        for (const e of CODE_LISTS[list]) {
          for (const text of new Set([e.label, ...e.synonyms, ...e[set]].map(headerKey))) {
            expect(seen.get(text) ?? e.label, `${list}/${set}: ${text}`).toBe(e.label);
            seen.set(text, e.label);
          }
        }
      }
    }
  });

  it('writes a value that reads back as itself, as a label or as a code', () => {
    const pick = fc
      .constantFrom(...LISTS)
      .chain((list) => fc.tuple(fc.constant(list), fc.constantFrom(...CODE_LISTS[list].map((e) => e.label))));
    fc.assert(
      fc.property(
        pick,
        fc.constantFrom<CodeSet | undefined>('hmda', 'asf', undefined),
        ([list, label], set) => {
          expect(readCode(list, writeCode(list, label, set), set)).toBe(label);
        },
      ),
    );
  });
});
