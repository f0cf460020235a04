import { beforeEach, describe, expect, it } from 'vitest';
import { securitizedTapes } from './securitized-tapes';
import {
  aLoan,
  DD_FIRM,
  DD_FIRM2,
  INVESTOR,
  INVESTOR2,
  TAPE,
  type TradeFixture,
  tradeFixture,
} from './testing/trade-fixture';

describe('securitized tapes', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'), aLoan('loan-2'), aLoan('other-1', { tapeName: 'Tape B' }));
    await f.startDd(INVESTOR2.userId, DD_FIRM.userId);
    await f.startDd(INVESTOR.userId, DD_FIRM.userId);
    await f.startDd(INVESTOR.userId, DD_FIRM2.userId, 'Tape B');
  });

  it('lists the tapes the firm is engaged on, with the investors who engaged it (cases oldest first)', async () => {
    expect(await securitizedTapes(f.deps, DD_FIRM)).toEqual({
      ok: true,
      value: [
        {
          tapeName: TAPE,
          loanCount: 2,
          issuingAuthority: 'FNMA',
          lenderId: 'lender-1',
          investorIds: [INVESTOR.userId, INVESTOR2.userId],
          engagedAt: '2026-01-14T00:00:00.000Z',
        },
      ],
    });
    const other = await securitizedTapes(f.deps, DD_FIRM2);
    expect(other.ok && other.value.map((t) => t.tapeName)).toEqual(['Tape B']);
  });

  it('is for due-diligence firms only', async () => {
    expect(await securitizedTapes(f.deps, INVESTOR)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'PERMISSION.PERSONA' },
    });
  });
});
