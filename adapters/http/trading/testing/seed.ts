/**
 * Seeding trading data through the use cases themselves (so the same seeds work on any
 * backend): a tape imported by a lender, loans opened for bidding.
 */
import type { Bid } from '../../../../core/bidding/bid';
import { closeExpiredBids } from '../../../../core/bidding/close-expired-bids';
import { openForBidding } from '../../../../core/bidding/open-for-bidding';
import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { unwrap } from '../../../../core/errors/result';
import type { Loan } from '../../../../core/loans/loan';
import type { LoanDraft } from '../../../../core/loans/loan-draft';
import { searchLoans } from '../../../../core/loans/search-loans';
import { makeDraft } from '../../../../core/loans/testing/loan-samples';
import { cents } from '../../../../core/money/cents';
import type { Actor } from '../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../core/ports/stores';
import { importTape } from '../../../../core/tapes/import-tape';
import { startDueDiligence } from '../../../../core/transfer/due-diligence';
import type { DueDiligenceCase } from '../../../../core/transfer/due-diligence-store';
import { giveStake } from '../../../../core/transfer/testing/stake';

const GENDERS = ['Male', 'Female', 'Others'] as const;
const ETHNICITIES = ['Cuban', 'Mexican', 'Not declared'] as const;
const RACES = ['Asian', 'White', 'Not declared'] as const;

/**
 * The `i`-th loan of a seeded tape: figures spread over the filter ranges (FICO 600–819, LTV
 * 55–94, DTI 20–49, tenure 120/180/240/360) and the HMDA values cycling.
 */
export function seededDraft(i: number, overrides: Partial<LoanDraft> = {}): LoanDraft {
  const base = makeDraft();
  return makeDraft({
    loanNumber: `LN-${String(i + 1).padStart(4, '0')}`,
    amountCents: cents(10_000_000 + i * 1_000_000),
    interestRate: 5 + (i % 8) * 0.25,
    fico: 600 + ((i * 37) % 220),
    ltv: 55 + ((i * 7) % 40),
    dti: 20 + ((i * 11) % 30),
    tenureMonths: [120, 180, 240, 360][i % 4]!,
    borrower: {
      ...base.borrower,
      id: `B-${(i % 5) + 1}`,
      firstName: `Borrower${i + 1}`,
      gender: GENDERS[i % 3]!,
      ethnicity: ETHNICITIES[i % 3]!,
      race: RACES[i % 3]!,
    },
    ...overrides,
  });
}

export interface SeedTapeOptions {
  readonly tapeName: string;
  readonly count?: number;
  /** Per-loan overrides by index. */
  readonly draft?: (i: number) => Partial<LoanDraft>;
}

/** Imports a tape of `count` loans as `lender`; returns its loans in id (creation) order. */
export async function seedTape(deps: TradingDeps, lender: Actor, options: SeedTapeOptions): Promise<Loan[]> {
  const count = options.count ?? 5;
  const drafts = Array.from({ length: count }, (_, i) => seededDraft(i, options.draft?.(i)));
  unwrap(
    await importTape(deps, lender, {
      tapeName: options.tapeName,
      batch: { contentHash: `seed-${options.tapeName}`, fileName: `${options.tapeName}.xlsx` },
      drafts,
      update: false,
    }),
  );
  const found = unwrap(await searchLoans(deps, lender, { tapeName: options.tapeName, limit: 500 }));
  return found.items.map((v) => v.loan);
}

/** Opens `loanIds` of `lender` for bidding until `validTill`; returns the bids in loan order. */
export async function seedBids(
  deps: TradingDeps,
  lender: Actor,
  loanIds: readonly string[],
  validTill: string,
): Promise<Bid[]> {
  return unwrap(await openForBidding(deps, lender, { loanIds: [...loanIds], validTill })).bids;
}

/**
 * `investor` engages `firmId` for due diligence on `tapeName`. The engagement file is a made-up
 * blob name, recorded in the blob ledger as the investor's upload (a user cites only blobs they
 * uploaded), as the upload route would have. An investor with no stake in the tape yet gets
 * one first (`giveStake`).
 */
export async function seedDueDiligence(
  deps: TradingDeps,
  investor: Actor,
  tapeName: string,
  firmId: string,
): Promise<DueDiligenceCase> {
  const blobName = 'a'.repeat(64);
  unwrap(await recordBlobUpload(deps, investor, { blobName }));
  const input = { tapeName, partyB: firmId, blobName };
  const started = await startDueDiligence(deps, investor, input);
  if (started.ok || started.error.code !== 'DD.NO_STAKE') return unwrap(started);
  await giveStake(deps, investor, tapeName);
  return unwrap(await startDueDiligence(deps, investor, input));
}

/** Closes every expired open bid as `operator` (awarding each to its best bid). */
export async function seedClose(deps: TradingDeps, operator: Actor): Promise<void> {
  unwrap(await closeExpiredBids(deps, operator));
}
