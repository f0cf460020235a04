import { expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { tradingWorld } from '../testing/trading-world';

it('lists every transfer call in the OpenAPI document, secured, with its refusals, and refuses each without a session', async () => {
  const w = await tradingWorld();
  const doc = await json<{
    paths: Record<
      string,
      Record<
        string,
        { security?: unknown[]; responses: Record<string, unknown>; parameters?: { name: string }[] }
      >
    >;
  }>(await w.app.request('/api/openapi.json'));
  const calls = [
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
    ['get', '/get_purchase_approval'],
    ['put', '/update_Bid_Approval'],
    ['post', '/set_purchase_approval'],
  ] as const;
  for (const [method, path] of calls) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.security, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses), `${method} ${path}`).toContain('401');
    // Without a session every call is refused before anything else is looked at.
    const url = `/api${path.replace(/\{\w+\}/g, 'x')}`;
    const res = await w.app.request(url, { method: method.toUpperCase() });
    expect([res.status, (await json<{ error: string }>(res)).error], `${method} ${path}`).toEqual([
      401,
      MESSAGES.sessionExpired,
    ]);
  }
  for (const path of [
    '/transferLoanNew',
    '/aggregatorTransfer',
    '/set_purchase_approval',
    '/accept_in_transit_Loans',
  ]) {
    const op = doc.paths[path]!.post!;
    const headers = (op.parameters ?? []).map((p) => p.name);
    expect(headers, path).toContain('idempotency-key');
  }
  await w.close();
});
