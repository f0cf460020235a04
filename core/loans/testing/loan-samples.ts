import { cents } from '../../money/cents';
import type { Loan, LoanStatus } from '../loan';
import type { LoanDraft } from '../loan-draft';

/**
 * Plain loan data for tests and contract suites: `makeDraft`/`makeLoan` with overrides, and
 * `sampleLoans`, a varied but reproducible set from a seed (a small PRNG, so no test depends
 * on fast-check being able to run inside a database contract).
 */

/** A complete, valid draft; override what the test is about. */
export function makeDraft(overrides: Partial<LoanDraft> = {}): LoanDraft {
  return {
    loanNumber: 'LN-0001',
    issuingAuthority: 'Fannie Mae',
    amountCents: cents(25_000_000),
    interestRate: 6.5,
    fico: 740,
    ltv: 80,
    cltv: 80,
    dti: 36,
    tenureMonths: 360,
    occupancy: 'Primary Residence',
    propertyType: 'Single Family',
    purpose: 'Purchase',
    program: 'Conventional',
    qmStatus: 'QM Safe Harbor',
    maturityDate: '2056-01-01',
    firstPaymentDate: '2026-02-01',
    escrowBalanceCents: cents(120_000),
    units: 1,
    appraisedValueCents: cents(31_250_000),
    borrower: {
      id: 'B-0001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      monthlyIncomeCents: cents(1_200_000),
      monthlyDebtCents: cents(432_000),
      ethnicity: 'Not declared',
      race: 'White',
      gender: 'Female',
    },
    attributes: { PROPERTY_ZIP: '94105', NUMBER_OF_UNITS: '1' },
    qualityFlags: [],
    ...overrides,
  };
}

/** A complete loan; override what the test is about. */
export function makeLoan(overrides: Partial<Loan> = {}): Loan {
  return {
    ...makeDraft(),
    id: 'loan-1',
    tapeName: 'Tape A',
    batchId: 'batch-1',
    lenderId: 'lender-1',
    ownerId: 'lender-1',
    status: 'listed',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SAMPLE_TAPES = ['Tape A', 'Tape B', 'Tape C'] as const;
export const SAMPLE_PARTIES = ['lender-1', 'lender-2', 'investor-1', 'investor-2'] as const;
export const SAMPLE_GENDERS = ['Male', 'Female', 'Others'] as const;
export const SAMPLE_ETHNICITIES = ['Cuban', 'Mexican', 'Not declared'] as const;
export const SAMPLE_RACES = ['Asian', 'White', 'Not declared'] as const;
const STATUSES: readonly LoanStatus[] = ['listed', 'bidding', 'awarded'];

/** `count` varied loans with ids `loan-0001`…, reproducible from `seed`. */
export function sampleLoans(seed: number, count: number): Loan[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    const lenderId = pick(['lender-1', 'lender-2']);
    return makeLoan({
      id: `loan-${n}`,
      loanNumber: `${pick(['LN', 'ln', 'Mx'])}-${n}`,
      tapeName: pick(SAMPLE_TAPES),
      lenderId,
      ownerId: r() < 0.7 ? lenderId : pick(SAMPLE_PARTIES),
      status: pick(STATUSES),
      amountCents: cents(int(5_000, 1_500_000) * 100),
      interestRate: int(3000, 9000) / 1000,
      fico: int(600, 820),
      ltv: int(400, 1000) / 10,
      dti: int(100, 500) / 10,
      tenureMonths: pick([120, 180, 240, 360]),
      borrower: {
        ...makeDraft().borrower,
        id: `B-${int(1, 5)}`,
        gender: r() < 0.1 ? null : pick(SAMPLE_GENDERS),
        ethnicity: pick(SAMPLE_ETHNICITIES),
        race: pick(SAMPLE_RACES),
      },
    });
  });
}
