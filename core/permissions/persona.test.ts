import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PERSONAS } from './actor';
import {
  isRatingAgency,
  loanPersonaFromTypeName,
  PERSONA_LABELS,
  resolveLoanPersona,
  type WalletPersona,
} from './persona';

const persona = (status: string, name: string): WalletPersona => ({
  status,
  persona_type: { entity_type_name: name },
});

describe('loan persona resolution', () => {
  it('reads every persona name of the spec', () => {
    expect(loanPersonaFromTypeName('Lender')).toBe('lender');
    expect(loanPersonaFromTypeName('Investor')).toBe('investor');
    expect(loanPersonaFromTypeName('Due Diligence')).toBe('due_diligence');
    expect(loanPersonaFromTypeName('Rating Agency')).toBe('rating_agency');
    expect(loanPersonaFromTypeName('17G5 - Rating Agency')).toBe('rating_agency_17g5');
  });

  it('ignores case, spacing and punctuation in persona names', () => {
    expect(loanPersonaFromTypeName(' due-diligence ')).toBe('due_diligence');
    expect(loanPersonaFromTypeName('DUE  DILIGENCE')).toBe('due_diligence');
    expect(loanPersonaFromTypeName('17g5-rating agency')).toBe('rating_agency_17g5');
    expect(loanPersonaFromTypeName('Borrower')).toBeNull();
    expect(loanPersonaFromTypeName(null)).toBeNull();
  });

  it('takes the first approved persona, skipping pending ones', () => {
    expect(
      resolveLoanPersona([
        persona('pending', 'Lender'),
        persona('Approved', 'Investor'),
        persona('approved', 'Lender'),
      ]),
    ).toBe('investor');
  });

  it('gives no loan persona when the first approved one is not a loan persona', () => {
    expect(resolveLoanPersona([persona('approved', 'Seller'), persona('approved', 'Investor')])).toBeNull();
    expect(resolveLoanPersona([persona('rejected', 'Investor')])).toBeNull();
    expect(resolveLoanPersona([{ status: 'approved', persona_type: null }])).toBeNull();
    expect(resolveLoanPersona([])).toBeNull();
  });

  it('makes a default user a lender whatever the wallet holds', () => {
    const anyWallet = fc.array(
      fc.record({
        status: fc.constantFrom('approved', 'pending'),
        persona_type: fc.record({ entity_type_name: fc.string() }),
      }),
    );
    fc.assert(
      fc.property(anyWallet, (wallet) => {
        expect(resolveLoanPersona(wallet, { defaultUser: true })).toBe('lender');
      }),
    );
  });

  it('round-trips every persona through its label', () => {
    for (const p of LOAN_PERSONAS) expect(loanPersonaFromTypeName(PERSONA_LABELS[p])).toBe(p);
  });

  it('counts both rating agencies as rating agencies, and nobody else', () => {
    expect(LOAN_PERSONAS.filter(isRatingAgency)).toEqual(['rating_agency', 'rating_agency_17g5']);
    expect(isRatingAgency(null)).toBe(false);
  });
});
