import { expect, it } from 'vitest';
import { expectDocumentedAndGuarded } from '../testing/documented-calls';
import { tradingWorld } from '../testing/trading-world';

it('lists every transfer call in the OpenAPI document, secured, with its refusals, and refuses each without a session', async () => {
  const w = await tradingWorld();
  const paths = await expectDocumentedAndGuarded(w.app, [
    ['post', '/transferLoanNew'],
    ['post', '/aggregatorTransfer'],
    ['post', '/repriceLoan'],
    ['post', '/add_Servicer'],
    ['post', '/stakeholder_view'],
    ['post', '/price_send_lender'],
    ['post', '/stakeholder_run_automation'],
    ['post', '/accept_in_transit_Loans'],
    ['post', '/accept_price'],
    ['post', '/stakeholder_retain'],
    ['post', '/update_loan_details'],
    ['get', '/get_purchase_approval'],
    ['put', '/update_Bid_Approval'],
    ['post', '/set_purchase_approval'],
  ]);
  // Every state-changing transfer and approval call of spec §7 documents the header.
  for (const [method, path] of [
    ['post', '/transferLoanNew'],
    ['post', '/aggregatorTransfer'],
    ['post', '/repriceLoan'],
    ['post', '/add_Servicer'],
    ['post', '/price_send_lender'],
    ['post', '/stakeholder_run_automation'],
    ['post', '/accept_in_transit_Loans'],
    ['post', '/accept_price'],
    ['post', '/stakeholder_retain'],
    ['put', '/update_Bid_Approval'],
    ['post', '/set_purchase_approval'],
  ] as const) {
    const params = (paths[path]![method]!.parameters ?? []) as { name: string; in?: string }[];
    const headers = params.map((p) => [p.name, p.in]);
    expect(headers, path).toContainEqual(['idempotency-key', 'header']);
  }
  await w.close();
});
