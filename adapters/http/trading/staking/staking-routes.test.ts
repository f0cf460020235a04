import { expect, it } from 'vitest';
import { expectDocumentedAndGuarded } from '../testing/documented-calls';
import { json } from '../testing/test-client';
import { tradingWorld } from '../testing/trading-world';

it('lists every staking call in the OpenAPI document, secured, and refuses each without a session', async () => {
  const w = await tradingWorld();
  const paths = await expectDocumentedAndGuarded(w.app, [
    ['get', '/staking/loans/{loanId}'],
    ['post', '/staking/requests'],
    ['post', '/staking/requests/{requestId}/answer'],
    ['get', '/staking/due'],
  ]);
  for (const path of ['/staking/requests', '/staking/requests/{requestId}/answer']) {
    const params = (paths[path]!.post!.parameters ?? []) as { name: string; in?: string }[];
    expect(
      params.map((p) => [p.name, p.in]),
      path,
    ).toContainEqual(['idempotency-key', 'header']);
    expect(Object.keys(paths[path]!.post!.responses), path).toEqual(
      expect.arrayContaining(['403', '409', '422']),
    );
  }
  await w.close();
});

it('answers a retried request with the same Idempotency-Key once, in memory', async () => {
  const w = await tradingWorld();
  const [loan] = await w.seedTape({ tapeName: 'Retry Tape', count: 1 });
  await w.seedBids([loan!.id]);
  await w.trading.uow.run(async (s) => {
    const at = w.clock.now().toISOString();
    await s.loans.setStatus(loan!.id, 'bidding', 'listed', at);
    await s.loans.setOwner(loan!.id, 'lender-1', 'investor-1', at);
  });
  const key = { 'idempotency-key': 'stake-retry-1' };
  const first = await w.as('investor').post('/staking/requests', { loanId: loan!.id }, key);
  const retry = await w.as('investor').post('/staking/requests', { loanId: loan!.id }, key);
  expect([first.status, retry.status]).toEqual([201, 201]);
  expect((await json(retry)).data).toEqual((await json(first)).data);
  const fresh = await w.as('investor').post('/staking/requests', { loanId: loan!.id });
  expect([fresh.status, (await json(fresh)).code]).toEqual([409, 'STAKING.REQUEST_AWAITING']);
  await w.close();
});
