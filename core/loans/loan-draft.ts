import { z } from 'zod';
import type { Loan } from './loan';

/**
 * A loan as a tape file describes it, before the platform takes it in: every `Loan` field
 * except those the platform manages (id, ownerId, status, batchId, createdAt, updatedAt) and
 * those the import supplies (tapeName from the import, lenderId from the importing lender).
 * The spreadsheet mapper produces drafts; `importTape` checks them again with
 * `loanDraftSchema`, so a draft from any source is held to the same rules.
 */
export type LoanDraft = Omit<
  Loan,
  'id' | 'ownerId' | 'status' | 'batchId' | 'createdAt' | 'updatedAt' | 'tapeName' | 'lenderId'
>;

const text = z.string().trim().min(1);
const nullableText = z.string().nullable();
const money = z.number().int().min(0);
const percent = z.number().min(0).max(1000);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** The platform's bounds for a draft (wide on purpose: suspicious-but-possible values are the mapper's quality flags). */
export const loanDraftSchema = z.object({
  loanNumber: text,
  issuingAuthority: text,
  amountCents: money.min(1),
  // Null: the tape reported no value (HMDA `NA`, `Exempt`, …); the mapper flagged the row.
  interestRate: z.number().min(0).max(100).nullable(),
  fico: z.number().int().min(300).max(850).nullable(),
  ltv: percent.nullable(),
  cltv: percent.nullable(),
  dti: percent.nullable(),
  tenureMonths: z.number().int().min(1).max(1200).nullable(),
  occupancy: nullableText,
  propertyType: nullableText,
  purpose: nullableText,
  program: nullableText,
  qmStatus: nullableText,
  maturityDate: isoDate,
  firstPaymentDate: isoDate,
  escrowBalanceCents: money.nullable(),
  units: z.number().int().min(1).max(999).nullable(),
  appraisedValueCents: money.nullable(),
  borrower: z.object({
    id: nullableText,
    firstName: nullableText,
    lastName: nullableText,
    monthlyIncomeCents: money.nullable(),
    monthlyDebtCents: money.nullable(),
    ethnicity: nullableText,
    race: nullableText,
    gender: nullableText,
  }),
  attributes: z.record(z.string(), z.string()),
  qualityFlags: z.array(z.string()),
});

/** At most this many problems are reported for one import (a broken file would list thousands). */
export const MAX_REPORTED_ISSUES = 50;

export interface DraftIssue {
  /** 1-based position of the draft in the import. */
  readonly row: number;
  readonly path: string;
  readonly message: string;
}

/**
 * Checks drafts: each against `loanDraftSchema`, and loan numbers unique within the import.
 * Returns the drafts stripped of unknown keys (a sloppy mapper cannot smuggle fields into a
 * loan) or the first `MAX_REPORTED_ISSUES` problems.
 */
export function checkDrafts(
  drafts: readonly unknown[],
): { ok: true; drafts: LoanDraft[] } | { ok: false; issues: DraftIssue[] } {
  const issues: DraftIssue[] = [];
  const clean: LoanDraft[] = [];
  const seen = new Map<string, number>();
  drafts.forEach((draft, index) => {
    const row = index + 1;
    const parsed = loanDraftSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push({ row, path: issue.path.join('.'), message: issue.message });
      return;
    }
    // The schema's output differs from LoanDraft only by the Cents brand, which it has just checked.
    clean.push(parsed.data as unknown as LoanDraft);
    const first = seen.get(parsed.data.loanNumber);
    if (first !== undefined) {
      issues.push({ row, path: 'loanNumber', message: `repeats the loan number of row ${first}` });
    } else seen.set(parsed.data.loanNumber, row);
  });
  return issues.length > 0
    ? { ok: false, issues: issues.slice(0, MAX_REPORTED_ISSUES) }
    : { ok: true, drafts: clean };
}

/** A new loan from a draft: owned by its lender, listed, stamped with the import's batch. */
export function loanFromDraft(
  draft: LoanDraft,
  ids: { id: string; tapeName: string; lenderId: string; batchId: string; at: string },
): Loan {
  return {
    ...draft,
    id: ids.id,
    tapeName: ids.tapeName,
    lenderId: ids.lenderId,
    ownerId: ids.lenderId,
    batchId: ids.batchId,
    status: 'listed',
    createdAt: ids.at,
    updatedAt: ids.at,
  };
}
