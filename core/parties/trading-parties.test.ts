import { beforeEach, describe, expect, it } from 'vitest';
import { anOperator } from '../testing/trading-actors';
import {
  aLoan,
  DD_FIRM,
  DD_FIRM2,
  INVESTOR,
  LENDER,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { lenderCard, partiesWithPersona } from './trading-parties';

describe('party lists and the lender card', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    const borrower = (id: string, firstName: string) => ({
      ...aLoan('x').borrower,
      id,
      firstName,
    });
    await f.addLoans(
      aLoan('loan-1', { status: 'bidding', borrower: borrower('B-2', 'Grace') }),
      aLoan('loan-2', { borrower: borrower('B-1', 'Alan') }),
    );
  });
  const list = async (actor: Parameters<typeof partiesWithPersona>[1], persona: string) => {
    const r = await partiesWithPersona(f.deps, actor, { persona });
    return r.ok ? r.value : r.error.code;
  };

  it('lists the parties of a persona named as the screens name it, by name', async () => {
    expect(await list(INVESTOR, 'Due Diligence')).toEqual([
      { userId: DD_FIRM.userId, firstName: DD_FIRM.name },
      { userId: DD_FIRM2.userId, firstName: DD_FIRM2.name },
    ]);
    expect(await list(INVESTOR, ' lender ')).toEqual([{ userId: LENDER.userId, firstName: LENDER.name }]);
    expect(await list(INVESTOR, 'Landlord')).toBe('PARTIES.UNKNOWN_PERSONA');
  });

  it('lists the borrowers of the loans the actor sees, named only where it may see them', async () => {
    expect(await list(LENDER, 'Borrower')).toEqual([
      { userId: 'B-1', firstName: 'Alan' },
      { userId: 'B-2', firstName: 'Grace' },
    ]);
    // The investor sees only the loan open for bidding, with its borrower masked.
    expect(await list(INVESTOR, 'Borrower')).toEqual([{ userId: 'B-2', firstName: 'B-2' }]);
  });

  it('is for trading parties and the operator only', async () => {
    expect(await list({ ...INVESTOR, persona: null }, 'Lender')).toBe('PERMISSION.NO_PERSONA');
    expect(await list(anOperator('op-1'), 'Lender')).toEqual([
      { userId: LENDER.userId, firstName: LENDER.name },
    ]);
    expect(
      await lenderCard(f.deps, { ...INVESTOR, persona: null }, { lenderId: LENDER.userId }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PERMISSION.NO_PERSONA' },
    });
  });

  it('shows the card of a lender, and of no one else', async () => {
    const card = await lenderCard(f.deps, INVESTOR, { lenderId: LENDER.userId });
    expect(card.ok && card.value).toEqual({
      userId: LENDER.userId,
      name: LENDER.name,
      email: `${LENDER.userId}@demo.test`,
      persona: 'lender',
    });
    expect(await lenderCard(f.deps, INVESTOR, { lenderId: INVESTOR.userId })).toMatchObject({
      ok: false,
      error: { kind: 'not_found', code: 'PARTIES.LENDER_NOT_FOUND' },
    });
  });
});
