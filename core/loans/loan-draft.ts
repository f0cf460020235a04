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
  const checker = draftChecker();
  const clean = checker.check(drafts);
  return checker.issues.length > 0 ? { ok: false, issues: checker.issues } : { ok: true, drafts: clean };
}

/** `checkDrafts` over an import that arrives a chunk at a time. */
export interface DraftChecker {
  /** The chunk's drafts that pass the schema, stripped of unknown keys; problems are kept in `issues`. */
  check(drafts: readonly unknown[]): LoanDraft[];
  /** The first `MAX_REPORTED_ISSUES` problems so far, rows counted across every chunk. */
  readonly issues: DraftIssue[];
}

/** A `DraftChecker` whose row numbers and loan numbers carry on from chunk to chunk. */
export function draftChecker(): DraftChecker {
  const issues: DraftIssue[] = [];
  const seen = new Map<string, number>();
  let row = 0;
  const report = (issue: DraftIssue) => {
    if (issues.length < MAX_REPORTED_ISSUES) issues.push(issue);
  };
  return {
    issues,
    check(drafts) {
      const clean: LoanDraft[] = [];
      for (const draft of drafts) {
        row += 1;
        const parsed = loanDraftSchema.safeParse(draft);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            report({ row, path: issue.path.join('.'), message: issue.message });
          continue;
        }
        // The schema's output differs from LoanDraft only by the Cents brand, which it has just checked.
        clean.push(parsed.data as unknown as LoanDraft);
        const first = seen.get(parsed.data.loanNumber);
        if (first !== undefined) {
          report({ row, path: 'loanNumber', message: `repeats the loan number of row ${first}` });
        } else seen.set(parsed.data.loanNumber, row);
      }
      return clean;
    },
  };
}

/** A new loan from a draft: owned by its lender, listed, stamped with the import's batch. */
export function loanFromDraft(
  draft: LoanDraft,
  ids: { id: string; tapeName: string; lenderId: string; batchId: string; at: string },
): Loan {
  // Field by field rather than spread: an import builds a hundred thousand of these.
  return {
    id: ids.id,
    loanNumber: draft.loanNumber,
    tapeName: ids.tapeName,
    batchId: ids.batchId,
    issuingAuthority: draft.issuingAuthority,
    lenderId: ids.lenderId,
    ownerId: ids.lenderId,
    status: 'listed',
    amountCents: draft.amountCents,
    interestRate: draft.interestRate,
    fico: draft.fico,
    ltv: draft.ltv,
    cltv: draft.cltv,
    dti: draft.dti,
    tenureMonths: draft.tenureMonths,
    occupancy: draft.occupancy,
    propertyType: draft.propertyType,
    purpose: draft.purpose,
    program: draft.program,
    qmStatus: draft.qmStatus,
    maturityDate: draft.maturityDate,
    firstPaymentDate: draft.firstPaymentDate,
    escrowBalanceCents: draft.escrowBalanceCents,
    units: draft.units,
    appraisedValueCents: draft.appraisedValueCents,
    borrower: draft.borrower,
    attributes: draft.attributes,
    qualityFlags: draft.qualityFlags,
    createdAt: ids.at,
    updatedAt: ids.at,
  };
}
