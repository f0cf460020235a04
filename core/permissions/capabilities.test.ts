import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PERSONAS, type LoanPersona } from './actor';
import { can, requireCapability } from './capabilities';
import { CAPABILITIES, type Capability } from './capability-rules';

const as = (persona: LoanPersona | null) => ({ persona });
const anyPersona = fc.constantFrom(...LOAN_PERSONAS);
const anyCapability = fc.constantFrom(...CAPABILITIES);
const who = (capability: Capability) =>
  LOAN_PERSONAS.filter((p) => can(as(p), capability, { personaCheckEnabled: true }));

describe('capabilities', () => {
  it('lets every persona but the lender reprice', () => {
    expect(who('reprice')).toEqual(['investor', 'due_diligence', 'rating_agency', 'rating_agency_17g5']);
  });

  it('lets lenders and investors transfer', () => {
    expect(who('transfer')).toEqual(['lender', 'investor']);
  });

  it('keeps due diligence and stakeholder pricing to their personas', () => {
    expect(who('start_dd')).toEqual(['investor']);
    expect(who('edit_stakeholder_bid_price')).toEqual(['investor']);
    for (const c of [
      'export_stakeholder_data',
      'compare_fields',
      'asf_report',
      'resolve_query_with_final_docs',
      'generate_tapes',
      'see_tape_icon',
      'load_securitized_tapes',
    ] as const) {
      expect(who(c)).toEqual(['due_diligence']);
    }
  });

  it('shows Status & Insights to non-lenders and the stage selectors to lenders and investors', () => {
    expect(who('see_status_insights')).toEqual([
      'investor',
      'due_diligence',
      'rating_agency',
      'rating_agency_17g5',
    ]);
    expect(who('choose_stage_and_second_party')).toEqual(['lender', 'investor']);
  });

  it('gives the trading use cases to the persona that owns what they act on', () => {
    expect(who('import_tape')).toEqual(['lender']);
    expect(who('open_bidding')).toEqual(['lender']);
    expect(who('aggregator_transfer')).toEqual(['lender']);
    expect(who('bid')).toEqual(['investor']);
    expect(who('see_bidding_table')).toEqual(['investor']);
    expect(who('edit_purchase_price')).toEqual(['investor']);
    for (const c of [
      'keep_pool',
      'assign_servicer',
      'decide_stakeholder_prices',
      'decide_purchases',
    ] as const) {
      expect(who(c)).toEqual(['lender', 'investor']);
    }
    expect(who('see_reviewed_tapes')).toEqual(['due_diligence', 'rating_agency', 'rating_agency_17g5']);
    expect(who('close_stipulation')).toEqual([...LOAN_PERSONAS]);
    expect(who('see_loans')).toEqual([...LOAN_PERSONAS]);
  });

  it('keeps the market operations to the operator role, whatever persona a party holds', () => {
    const operator = { persona: null, role: 'ispadmin' as const };
    expect(can(operator, 'complete_stakeholder_rows')).toBe(true);
    for (const c of ['close_expired_bids', 'see_every_loan'] as const) {
      expect(can(operator, c)).toBe(true);
      for (const p of LOAN_PERSONAS) expect(can({ persona: p, role: 'BUSINESSADMIN' }, c)).toBe(false);
    }
    expect(who('close_expired_bids')).toEqual([]);
    expect(who('see_every_loan')).toEqual([]);
  });

  it('spec §6 in the words of the screens: no Reprice for lenders, No Transfer for due diligence', () => {
    expect(can(as('lender'), 'reprice')).toBe(false);
    expect(can(as('investor'), 'reprice')).toBe(true);
    expect(can(as('due_diligence'), 'transfer')).toBe(false);
    expect(requireCapability(as('due_diligence'), 'transfer')).toMatchObject({
      ok: false,
      error: { code: 'PERMISSION.PERSONA', message: 'Due Diligence users cannot transfer loans.' },
    });
    expect(can(as('lender'), 'transfer')).toBe(true);
    expect(can(as('investor'), 'start_dd')).toBe(true);
    for (const p of ['lender', 'due_diligence', 'rating_agency', 'rating_agency_17g5'] as const)
      expect(can(as(p), 'start_dd')).toBe(false);
    expect(can(as('due_diligence'), 'compare_fields')).toBe(true);
    expect(can(as('investor'), 'compare_fields')).toBe(false);
  });

  it('offers Import Loan Files only where the persona check is enabled', () => {
    expect(can(as('investor'), 'import_loan_files')).toBe(false);
    expect(can(as('investor'), 'import_loan_files', { personaCheckEnabled: true })).toBe(true);
  });

  it('refuses with a forbidden error naming the persona and the action', () => {
    expect(requireCapability(as('rating_agency'), 'transfer')).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.PERSONA',
        message: 'Rating Agency users cannot transfer loans.',
        details: { persona: 'rating_agency' },
      },
    });
    expect(requireCapability(as(null), 'chat')).toMatchObject({ error: { code: 'PERMISSION.NO_PERSONA' } });
    expect(requireCapability(as('lender'), 'transfer', { readOnly: true })).toMatchObject({
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.READ_ONLY',
        message: 'This page is read-only: you cannot transfer loans here.',
      },
    });
    expect(requireCapability(as('lender'), 'transfer')).toEqual({ ok: true, value: undefined });
  });

  it('no rating-agency or due-diligence actor can transfer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LoanPersona>('rating_agency', 'rating_agency_17g5', 'due_diligence'),
        fc.boolean(),
        (p, readOnly) => {
          expect(can(as(p), 'transfer', { readOnly, personaCheckEnabled: true })).toBe(false);
        },
      ),
    );
  });

  it('an actor without a loan persona can do nothing', () => {
    fc.assert(
      fc.property(anyCapability, (c) => {
        expect(can(as(null), c, { personaCheckEnabled: true })).toBe(false);
      }),
    );
  });

  // Spec §6: on read-only pages chat, bid input, submit, reprice, transfer, selection, reply,
  // export, upload and query fields are disabled; what only shows data stays available.
  const READ_ONLY_DISABLED: readonly [LoanPersona, Capability][] = [
    ['investor', 'chat'],
    ['investor', 'bid_input'],
    ['investor', 'bid'],
    ['lender', 'submit'],
    ['investor', 'reprice'],
    ['lender', 'transfer'],
    ['investor', 'selection'],
    ['lender', 'reply'],
    ['due_diligence', 'export'],
    ['due_diligence', 'export_stakeholder_data'],
    ['lender', 'upload'],
    ['lender', 'import_tape'],
    ['investor', 'start_dd'],
    ['lender', 'query_fields'],
    ['lender', 'open_bidding'],
    ['lender', 'decide_purchases'],
  ];
  const READ_ONLY_KEPT: readonly [LoanPersona, Capability][] = [
    ['investor', 'see_loans'],
    ['investor', 'see_bidding_table'],
    ['investor', 'see_status_insights'],
    ['due_diligence', 'see_reviewed_tapes'],
    ['due_diligence', 'compare_fields'],
    ['due_diligence', 'see_tape_icon'],
    ['lender', 'use_favourite_filters'],
  ];

  it('a read-only page disables the §6 actions and keeps what only shows data', () => {
    const context = { personaCheckEnabled: true };
    for (const [p, c] of READ_ONLY_DISABLED) {
      expect(can(as(p), c, context)).toBe(true);
      expect(requireCapability(as(p), c, { ...context, readOnly: true })).toMatchObject({
        ok: false,
        error: { code: 'PERMISSION.READ_ONLY' },
      });
    }
    for (const [p, c] of READ_ONLY_KEPT) expect(can(as(p), c, { ...context, readOnly: true })).toBe(true);
  });

  it('a read-only page never grants what a writable page refuses', () => {
    fc.assert(
      fc.property(anyPersona, anyCapability, (p, c) => {
        const context = { personaCheckEnabled: true };
        if (can(as(p), c, { ...context, readOnly: true })) expect(can(as(p), c, context)).toBe(true);
      }),
    );
  });

  it('can agrees with requireCapability, and every refusal is forbidden with a message', () => {
    fc.assert(
      fc.property(
        fc.option(anyPersona),
        anyCapability,
        fc.boolean(),
        fc.boolean(),
        (p, c, readOnly, personaCheckEnabled) => {
          const result = requireCapability(as(p), c, { readOnly, personaCheckEnabled });
          expect(can(as(p), c, { readOnly, personaCheckEnabled })).toBe(result.ok);
          if (!result.ok) {
            expect(result.error.kind).toBe('forbidden');
            expect(result.error.message).toMatch(/^[A-Z0-9].+\.$/);
          }
        },
      ),
    );
  });
});
