import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBorrower } from '../../../../core/loans/borrower-privacy';
import { makeLoan } from '../../../../core/loans/testing/loan-samples';
import { cents } from '../../../../core/money/cents';
import { ingestedAttributes } from './loan-attributes';
import { loanDto } from './loan-dto';
import { LoanSchema } from './loan-dto-schema';

const view = (loan = makeLoan(), over = {}) => ({ loan, borrowerMasked: false, poolStatus: null, ...over });

describe('loanDto', () => {
  it('answers the spec §3 field names, and the OpenAPI schema accepts it', () => {
    const dto = loanDto(view());
    expect(LoanSchema.safeParse(dto).success).toBe(true);
    expect(dto).toMatchObject({
      _id: 'loan-1',
      loan_id: 'LN-0001',
      loan_value: 250000,
      tape_name: 'Tape A',
      batch_id: 'batch-1',
      status: 'listed',
      close_status: 'open',
      isAccepted: 'false',
      loanMetadata: { loanMetadata_id: 'loan-1', nft_mint_status: 'not_minted' },
      loan_header_properties: {
        loanOwnership: { recent_version: { isLoanTransferred: false, OwnedBy: 'lender-1' } },
      },
    });
  });

  it('converts every amount from cents to dollars exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (amount) => {
        const dto = loanDto(
          view(makeLoan({ amountCents: cents(amount), escrowBalanceCents: cents(amount) })),
        );
        expect(Math.round(dto.loan_value * 100)).toBe(amount);
        const escrow = dto.ingested_attributes.find((a) => a.name === 'ESCROW_BALANCE')!.value as number;
        expect(Math.round(escrow * 100)).toBe(amount);
      }),
    );
  });

  it('shows a sold loan as closed, accepted and transferred to its owner', () => {
    const dto = loanDto(view(makeLoan({ ownerId: 'investor-1' })));
    expect([dto.close_status, dto.isAccepted]).toEqual(['closed', 'true']);
    expect(dto.loan_header_properties.loanOwnership.recent_version).toEqual({
      isLoanTransferred: true,
      OwnedBy: 'investor-1',
    });
  });

  it('maps pool status to addedToPool', () => {
    expect(loanDto(view(makeLoan(), { poolStatus: 'Added' })).addedToPool).toBe(true);
    expect(loanDto(view(makeLoan(), { poolStatus: 'Removed' })).addedToPool).toBe(false);
  });

  it('carries masked borrower fields as null and leaves private tape columns out', () => {
    const loan = maskBorrower(makeLoan({ attributes: { BORROWER_NAME: 'Ada', PROPERTY_ZIP: '94105' } }));
    const dto = loanDto(view(loan, { borrowerMasked: true }));
    const params = dto.loanDetails.loan_pool_parameters[0]!.recent_version;
    expect([
      params.borrower_first_name,
      params.borrower_last_name,
      params.monthly_income,
      params.monthly_debt,
    ]).toEqual([null, null, null, null]);
    expect(params.gender).toBe('Female');
    expect(dto.ingested_attributes.map((a) => a.name)).not.toContain('BORROWER_NAME');
  });

  it('lists the named ingested attributes first and never lets a raw column shadow one', () => {
    const names = ingestedAttributes(makeLoan({ attributes: { tape_name: 'forged', EXTRA: 'x' } })).map(
      (a) => a.name,
    );
    expect(names.slice(0, 3)).toEqual(['tape_name', 'created', 'ESCROW_BALANCE']);
    expect(names.filter((n) => n === 'tape_name')).toHaveLength(1);
    expect(names.at(-1)).toBe('EXTRA');
  });
});
