import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, type ActorScreens, LOAN_PERSONAS, type LoanPersona } from './actor';
import { can, requireCapability } from './capabilities';
import { CAPABILITIES, CAPABILITY_RULES } from './capability-rules';
import { defaultRouteConfig, LOAN_TRADING_PAGE } from './route-config';
import { tradingScreenOf } from './trading-screen';

// Spec §6: the read-only flag and the persona check come from the caller's route configuration,
// which the actor carries; every use case's capability check reads it from there.
const screens = (readOnlyPaths: readonly string[], personaCheck = false): ActorScreens => ({
  routes: defaultRouteConfig('BUSINESSUSER').routes.map((r) => ({
    path: r.path,
    readOnly: readOnlyPaths.includes(r.path),
  })),
  personaCheck,
});
const actor = (persona: LoanPersona, s?: ActorScreens): Actor => ({
  userId: 'u-1',
  role: 'BUSINESSUSER',
  persona,
  name: 'Member',
  ...(s ? { screens: s } : {}),
});
const withReadOnlyAction = CAPABILITIES.filter((c) => CAPABILITY_RULES[c].readOnlyAction !== undefined);

describe('the route configuration an actor carries', () => {
  it('refuses every read-only action of a persona when its loan-trading page is read-only', () => {
    for (const persona of LOAN_PERSONAS) {
      const readOnly = actor(persona, screens([LOAN_TRADING_PAGE], true));
      for (const c of withReadOnlyAction.filter((c) => CAPABILITY_RULES[c].personas.includes(persona))) {
        expect(requireCapability(readOnly, c)).toMatchObject({
          ok: false,
          error: { kind: 'forbidden', code: 'PERMISSION.READ_ONLY' },
        });
        expect(can(actor(persona, screens([], true)), c)).toBe(true);
      }
    }
  });

  it('keeps the actions when only other pages are read-only, and what only reads everywhere', () => {
    const elsewhere = actor('investor', screens(['/dashboard/wallet', '/dashboard/business']));
    expect(can(elsewhere, 'bid')).toBe(true);
    const readOnly = actor('investor', screens([LOAN_TRADING_PAGE]));
    expect(can(readOnly, 'see_bidding_table')).toBe(true);
    expect(can(readOnly, 'see_loans')).toBe(true);
  });

  it('says what was refused in a clear sentence', () => {
    expect(requireCapability(actor('lender', screens([LOAN_TRADING_PAGE])), 'transfer')).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.READ_ONLY',
        message: 'This page is read-only: you cannot transfer loans here.',
      },
    });
  });

  it('lets a context the caller states win over the actor’s configuration', () => {
    const readOnly = actor('lender', screens([LOAN_TRADING_PAGE]));
    expect(can(readOnly, 'transfer', { readOnly: false })).toBe(true);
    expect(can(actor('lender'), 'transfer', { readOnly: true })).toBe(false);
  });

  it('offers Import Loan Files only to an actor whose persona check is enabled', () => {
    expect(can(actor('investor', screens([], true)), 'import_loan_files')).toBe(true);
    expect(requireCapability(actor('investor', screens([])), 'import_loan_files')).toMatchObject({
      error: { code: 'PERMISSION.NOT_ENABLED' },
    });
    expect(can(actor('investor'), 'import_loan_files')).toBe(false);
  });

  it('shows the caller’s screen as their configuration sets it', () => {
    expect(tradingScreenOf(actor('investor', screens([LOAN_TRADING_PAGE], true)))).toMatchObject({
      repriceButton: 'disabled',
      transferButton: 'disabled',
      importLoanFilesButton: 'disabled',
    });
    expect(tradingScreenOf(actor('investor', screens([], true)))).toMatchObject({
      repriceButton: 'enabled',
      importLoanFilesButton: 'enabled',
    });
    expect(tradingScreenOf(actor('investor', screens([])))).toMatchObject({
      importLoanFilesButton: 'hidden',
    });
  });

  it('a read-only loan-trading page refuses whatever else the configuration says', () => {
    const paths = defaultRouteConfig('BUSINESSUSER').routes.map((r) => r.path);
    fc.assert(
      fc.property(
        fc.subarray(paths),
        fc.constantFrom(...LOAN_PERSONAS),
        fc.constantFrom(...withReadOnlyAction),
        (others, persona, c) => {
          const readOnly = actor(persona, screens([...others, LOAN_TRADING_PAGE]));
          expect(can(readOnly, c)).toBe(false);
        },
      ),
    );
  });
});
