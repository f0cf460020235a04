import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { unwrap } from '../errors/result';
import { openForBidding } from './open-for-bidding';
import { at, biddingWorld, DAY, DD_FIRM, INVESTORS, LENDER, OTHER_LENDER } from './testing/bidding-world';

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('opening loans for bidding', () => {
  it('opens each loan with a bid until validTill, emails every investor once and audits it', async () => {
    const w = await biddingWorld();
    const r = await openForBidding(w.deps, LENDER, { loanIds: ['loan-1', 'loan-2'], validTill: at(2 * DAY) });
    const { message, bids, emailed } = unwrap(r);
    expect(message).toBe(MESSAGES.loanOpenForBidding);
    expect(
      bids.map((b) => [b.loanId, b.status, b.validTill, b.loanAmountCents, b.openedBy, b.lenderId]),
    ).toEqual([
      ['loan-1', 'open', at(2 * DAY), 25_000_000, LENDER.userId, LENDER.userId],
      ['loan-2', 'open', at(2 * DAY), 25_100_000, LENDER.userId, LENDER.userId],
    ]);
    const loans = await w.read().loans.getMany(['loan-1', 'loan-2', 'loan-3']);
    expect(Object.fromEntries(loans.map((l) => [l.id, l.status]))).toEqual({
      'loan-1': 'bidding',
      'loan-2': 'bidding',
      'loan-3': 'listed',
    });
    expect(await w.read().bids.openForLoans(['loan-1', 'loan-2'])).toHaveLength(2);
    expect(emailed).toBe(3);
    const mails = w.outbox();
    expect(mails.map((m) => [m.channel, m.to, m.data?.action, m.data?.loanCount])).toEqual(
      INVESTORS.map((i) => ['email', `${i.userId}@demo.test`, 'submitBid', 2]),
    );
    // Each opened loan also gets the lender's initial stake (core/staking), audited after the bids.
    expect(w.audit().map((e) => [e.type, e.subjectId, e.data.loanId ?? null])).toEqual([
      ...bids.map((b) => ['bid.opened', b.id, b.loanId]),
      ...bids.map((b) => ['stake.recorded', b.loanId, null]),
    ]);
  });

  it('refuses anyone but a lender', async () => {
    const w = await biddingWorld();
    for (const actor of [INVESTORS[0], DD_FIRM]) {
      const r = await openForBidding(w.deps, actor, { loanIds: ['loan-1'], validTill: at(DAY) });
      expect(code(r)).toBe('PERMISSION.PERSONA');
    }
  });

  it('refuses a lender who does not own every loan, and changes nothing', async () => {
    const w = await biddingWorld();
    const r = await openForBidding(w.deps, LENDER, { loanIds: ['loan-1', 'other-loan'], validTill: at(DAY) });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'BID.NOT_OWNER', details: { loanIds: ['other-loan'] } },
    });
    expect((await w.read().loans.get('loan-1'))?.status).toBe('listed');
    expect(w.outbox()).toEqual([]);
    expect(
      code(await openForBidding(w.deps, OTHER_LENDER, { loanIds: ['loan-2'], validTill: at(DAY) })),
    ).toBe('BID.NOT_OWNER');
  });

  it('refuses a loan that is not listed (already open, or awarded)', async () => {
    const w = await biddingWorld();
    unwrap(await openForBidding(w.deps, LENDER, { loanIds: ['loan-1'], validTill: at(DAY) }));
    const again = await openForBidding(w.deps, LENDER, { loanIds: ['loan-2', 'loan-1'], validTill: at(DAY) });
    expect(again).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation', code: 'BID.LOAN_NOT_LISTED' },
    });
    expect((await w.read().loans.get('loan-2'))?.status).toBe('listed');
  });

  it('refuses a validTill that is not in the future', async () => {
    const w = await biddingWorld();
    for (const validTill of [at(0), at(-1)]) {
      const r = await openForBidding(w.deps, LENDER, { loanIds: ['loan-1'], validTill });
      expect(r).toMatchObject({ ok: false, error: { kind: 'invalid', code: 'BID.VALID_TILL_NOT_FUTURE' } });
    }
    expect(code(await openForBidding(w.deps, LENDER, { loanIds: ['loan-1'], validTill: at(1) }))).toBe('ok');
  });

  it('refuses unknown loans, an empty selection and malformed input', async () => {
    const w = await biddingWorld();
    expect(code(await openForBidding(w.deps, LENDER, { loanIds: ['nope'], validTill: at(DAY) }))).toBe(
      'BID.LOAN_NOT_FOUND',
    );
    expect(code(await openForBidding(w.deps, LENDER, { loanIds: [], validTill: at(DAY) }))).toBe(
      'BID.NO_LOANS',
    );
    expect(code(await openForBidding(w.deps, LENDER, { loanIds: ['loan-1'], validTill: 'tomorrow' }))).toBe(
      'BID.INVALID_REQUEST',
    );
  });

  it('opens a loan once when the same loan is opened twice at the same time', async () => {
    const w = await biddingWorld();
    const input = { loanIds: ['loan-1'], validTill: at(DAY) };
    const results = await Promise.all([
      openForBidding(w.deps, LENDER, input),
      openForBidding(w.deps, LENDER, input),
    ]);
    expect(results.map(code).sort()).toEqual(['BID.LOAN_NOT_LISTED', 'ok']);
    expect(await w.read().bids.listOpen()).toHaveLength(1);
  });
});
