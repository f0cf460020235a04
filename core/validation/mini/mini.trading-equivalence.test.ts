import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as classicZ from 'zod';
import * as miniZ from 'zod/mini';
import { LOAN_PERSONAS } from '../../permissions/actor';
import * as classicBid from '../bid-amount';
import { BID_MIN, type BidContext } from '../constants';
import * as classicFilter from '../filter-form';
import * as classicStip from '../stipulation-forms';
import * as classicTape from '../tape-forms';
import * as classicTransfer from '../transfer-forms';
import * as mini from './trading';

/**
 * The widgets validate the trading forms with zod/mini, the server with classic zod: for any
 * input both flavours must agree on success, on the parsed value (cents, effective filter) and
 * on every message at every path.
 */
const CONTEXTS = Object.keys(BID_MIN) as BidContext[];
const PERSONAS = [...LOAN_PERSONAS, null] as const;

const PAIRS: [string, classicZ.ZodType, miniZ.ZodMiniType][] = [
  ...CONTEXTS.map((c): [string, classicZ.ZodType, miniZ.ZodMiniType] => [
    `bidAmountField(${c})`,
    classicBid.bidAmountField(c),
    mini.bidAmountField(c),
  ]),
  ['poolFilterForm', classicFilter.poolFilterForm, mini.poolFilterForm],
  ['poolFilterSchema', classicFilter.poolFilterSchema, mini.poolFilterSchema],
  ['stipulationReplyForm', classicStip.stipulationReplyForm, mini.stipulationReplyForm],
  ...PERSONAS.flatMap((p): [string, classicZ.ZodType, miniZ.ZodMiniType][] => [
    [`newStipulationForm(${p})`, classicStip.newStipulationForm(p), mini.newStipulationForm(p)],
    [`tapeUploadForm(${p})`, classicTape.tapeUploadForm(p), mini.tapeUploadForm(p)],
  ]),
  ['tapeGenerationForm', classicTape.tapeGenerationForm, mini.tapeGenerationForm],
  ['repriceForm', classicTransfer.repriceForm, mini.repriceForm],
  ['assignServicerForm', classicTransfer.assignServicerForm, mini.assignServicerForm],
  ['ddStartForm', classicTransfer.ddStartForm, mini.ddStartForm],
];

/** Amounts: plain, grouped, too precise, non-positive, not numbers, numbers. */
const AMOUNTS: unknown[] = [
  '1250.50',
  '1,250,000.5',
  '12,50,000.50',
  '0.01',
  '0.005',
  '1',
  '0.99',
  '0',
  '-3',
  ' 7 ',
  '1e3',
  '0x10',
  'abc',
  '',
  '   ',
  '451000,50',
  12.5,
  0.005,
  0,
  -1,
  1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  true,
  { a: 1 },
];
const ENDS: unknown[] = ['60', 80, '', ' ', '7.5', 'x', null, undefined, -5, '700', Number.MAX_VALUE * 2];
const range = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...ENDS), fc.constantFrom(...ENDS)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 'x', [1], [1, 2, 3], {}) },
);
const TEXT: unknown[] = ['Appraisal', ' note ', '', '   ', null, 4, undefined];
const CHOICE: unknown[] = [
  'Due-Diligence',
  'Male',
  'Others',
  'Cuban',
  'Asian',
  'Not declared',
  'ASF',
  'newRez',
  'inTENT Tape1',
  'Supplemental Data Extract',
  'Valuation Report',
  'summit-servicing',
  'keystone-loan-servicing',
  '',
  'Nope',
  null,
  3,
];
const text = fc.constantFrom(...TEXT);
const choice = fc.constantFrom(...CHOICE);
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...AMOUNTS) },
  { weight: 1, arbitrary: fc.double({ min: -10, max: 1e7 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const forms = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record(
      {
        ficoRange: range,
        ltvRange: range,
        dtiRange: range,
        tenureRange: range,
        hmdaGender: choice,
        ethnicity: choice,
        race: choice,
        docName: text,
        message: text,
        blobName: text,
        docInfo: text,
        partyB: text,
        reason: text,
        stage: choice,
        tapeType: choice,
        report_type: choice,
        servicerId: choice,
        new_price: amount,
        servicingPrice: amount,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 3, arbitrary: amount },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 'text', 7, []) },
);

function outcome(result: {
  success: boolean;
  data?: unknown;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: result.error!.issues.map((i) => [i.path.map(String).join('.'), i.message]) };
}

describe('the widgets’ zod/mini trading forms agree with the server’s classic forms', () => {
  for (const [name, classic, m] of PAIRS) {
    it(`${name}: same success, value and messages for any input`, () => {
      fc.assert(
        fc.property(forms, (input) => {
          expect(outcome(miniZ.safeParse(m, input))).toEqual(outcome(classic.safeParse(input)));
        }),
        { numRuns: 400 },
      );
    });
  }

  it('parseBidAmount gives the same cents or the same error in both flavours', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...CONTEXTS), (raw, context) => {
        expect(mini.parseBidAmount(raw, context)).toEqual(classicBid.parseBidAmount(raw, context));
      }),
      { numRuns: 600 },
    );
  });

  it('a bid of 1,250.50 is 125050 cents and 0.001 is refused with the spec’s text', () => {
    expect(mini.parseBidAmount('1,250.50', 'bidding')).toEqual({ ok: true, value: 125050 });
    expect(mini.parseBidAmount('0.5', 'bidding')).toMatchObject({
      ok: false,
      error: { message: 'Invalid Input' },
    });
    expect(mini.parseBidAmount('-2', 'stakeholder')).toMatchObject({
      ok: false,
      error: { message: 'Please enter a valid positive amount' },
    });
  });

  it('exports every schema and rule of the classic trading modules under the same names', () => {
    const classicNames = [classicBid, classicFilter, classicStip, classicTape, classicTransfer].flatMap((m) =>
      Object.keys(m),
    );
    expect(classicNames.filter((name) => !(name in mini))).toEqual([]);
  });
});
