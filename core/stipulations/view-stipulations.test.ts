import { beforeEach, describe, expect, it } from 'vitest';
import { DD_FIRM, INVESTOR, INVESTOR2, LENDER } from '../transfer/testing/trade-fixture';
import { type ThreadWorld, threadWorld } from './testing/thread-world';
import { viewStipulations } from './view-stipulations';

describe('viewing stipulations', () => {
  let f: ThreadWorld['f'];
  let open: ThreadWorld['open'];
  beforeEach(async () => {
    ({ f, open } = await threadWorld());
  });
  it('shows a party its own threads and the dropdown of second parties', async () => {
    await open();
    await open(LENDER);
    const inv = await viewStipulations(f.deps, INVESTOR, { loanId: 'loan-1' });
    expect(inv.ok && inv.value.data.map((t) => t.partyA.userId)).toEqual([INVESTOR.userId]);
    expect(inv.ok && inv.value.dropdown).toEqual([
      { userId: LENDER.userId, name: LENDER.name, persona: 'lender' },
      { userId: DD_FIRM.userId, name: DD_FIRM.name, persona: 'due_diligence' },
    ]);
    const firm = await viewStipulations(f.deps, DD_FIRM, { loanId: 'loan-1' });
    expect(firm.ok && firm.value.data).toHaveLength(2);
  });

  it('refuses someone with no part in the loan\u2019s due diligence', async () => {
    const r = await viewStipulations(f.deps, INVESTOR2, { loanId: 'loan-1' });
    expect(!r.ok && r.error.kind).toBe('forbidden');
  });
});
