import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { seedTape } from '../../adapters/http/trading/testing/seed';
import { unwrap } from '../../core/errors/result';
import { fixedClock } from '../../core/ports/clock';
import type { DueUnstakingRequests } from '../../core/staking/due-unstaking-requests';
import { requestUnstaking } from '../../core/staking/request-unstaking';
import { actorByEmail } from '../actors';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

const START = '2026-03-02T09:00:00.000Z';
const DAY = 86_400_000;

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'ispz staking due on %s',
  (_name, backend) => {
    const clock = fixedClock(START);
    let w: CliWorld;
    let investorId: string;

    beforeEach(async () => {
      clock.set(START);
      w = await cliWorld(backend, { clock });
      await w.user('lender@t.test', 'lender');
      investorId = await w.user('investor@t.test', 'investor');
    });
    afterEach(() => w.close());

    /** A tape of two loans opened by `ispz bids open`, the first sold to the investor, who asks to unstake it. */
    async function askOnASoldLoan(): Promise<string> {
      const platform = await w.platform();
      try {
        const lender = unwrap(await actorByEmail(platform, 'lender@t.test'));
        const loans = await seedTape(platform.trading, lender, { tapeName: 'Stake Tape', count: 2 });
        const validTill = new Date(Date.parse(START) + DAY).toISOString();
        const opened = await w.run('bids', 'open', '--tape', 'Stake Tape', '--valid-till', validTill);
        expect(opened.code, opened.err).toBe(EXIT.ok);
        const loan = loans[0]!;
        await platform.trading.uow.run(async (s) => {
          await s.loans.setStatus(loan.id, 'bidding', 'listed', START);
          await s.loans.setOwner(loan.id, lender.userId, investorId, START);
        });
        const investor = unwrap(await actorByEmail(platform, 'investor@t.test'));
        return unwrap(await requestUnstaking(platform.trading, investor, { loanId: loan.id })).request.id;
      } finally {
        await platform.close();
      }
    }

    it('says so when nothing waits for an answer', async () => {
      const none = await w.run('staking', 'due');
      expect(none).toMatchObject({ code: EXIT.ok, out: 'No unstaking request is waiting for an answer.' });
    });

    it('lists a request awaiting the lender with its deadline, then as to auction once 15 days pass', async () => {
      const requestId = await askOnASoldLoan();
      clock.set(new Date(Date.parse(START) + 2 * DAY + 3 * 3_600_000));
      const json = await w.run('staking', 'due', '--json');
      expect(json.code).toBe(EXIT.ok);
      const due = json.json<DueUnstakingRequests>();
      expect(due.awaiting.map((r) => [r.id, r.respondBy, r.state, r.timeLeftMs])).toEqual([
        [requestId, '2026-03-17T09:00:00.000Z', 'awaiting_lender', 13 * DAY - 3 * 3_600_000],
      ]);
      expect([due.toAuction, due.more]).toEqual([[], false]);
      const human = await w.run('staking', 'due');
      expect(human.out).toMatch(
        /^Awaiting the lender \(1\):\nloan +tape +requested by +lender +respond by +time left\n/,
      );
      expect(human.out).toContain('Mar 17th, 2026 09:00 AM UTC  12 days 21 hours');

      clock.set(new Date(Date.parse(START) + 16 * DAY));
      const late = await w.run('staking', 'due');
      expect(late.out).toMatch(/^To auction: no answer within 15 days \(1\):\n.*overdue by\n/);
      expect(late.out).toContain('1 day');
      expect(late.out).not.toContain('Awaiting the lender');
      const asInvestor = await w.run('staking', 'due', '--as', 'investor@t.test', '--json');
      expect(asInvestor.json<DueUnstakingRequests>().toAuction.map((r) => r.id)).toEqual([requestId]);
    });

    it('refuses an unknown person and a bad limit', async () => {
      const unknown = await w.run('staking', 'due', '--as', 'nobody@t.test');
      expect(unknown).toMatchObject({ code: EXIT.refused, err: expect.stringContaining('CLI.UNKNOWN_USER') });
      expect((await w.run('staking', 'due', '--limit', '0')).code).toBe(EXIT.usage);
    });
  },
);
