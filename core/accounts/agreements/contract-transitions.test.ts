/**
 * Model-based test of the contract life cycle through the use cases: random moves by the
 * creator, the counterparty and a stranger run against the in-memory stores (and the test-mode
 * payment gateway) and against a plain model written per status; after every move they agree,
 * the stranger never sees the contract, and nothing ever leaves cancelled or approved.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsWorld, actorOf } from '../testing/accounts-world';
import type { ContractStatus } from './contract';
import { createContract } from './contract-drafts';
import type { ContractAction } from './contract-machine';
import { viewContract } from './contract-views';
import {
  ACTIONS,
  expected,
  type Model,
  nearMisses,
  PARTY_MOVES,
  perform,
  progress,
  type Real,
  type Who,
} from './testing/contract-model';
import { contractForm } from './testing/contract-samples';

const anyMove = fc.tuple(
  fc.constantFrom<Who>('creator', 'counterparty', 'stranger'),
  fc.constantFrom<ContractAction>(...ACTIONS),
);
async function step(m: Model, r: Real, who: Who, action: ContractAction) {
  const next = expected(m, who, action);
  const result = await perform(r, who, action);
  expect(result.ok).toBe(next !== null);
  if (!result.ok) expect(result.error.kind).toBe(who === 'stranger' ? 'not_found' : 'rule_violation');
  if (next !== null) {
    if (action === 'sign') m.signed.push(who);
    m.status = next;
  }
  const stored = await r.w.read().contracts.get(r.contractId);
  expect(stored?.status).toBe(m.status);
  expect(stored?.signatures).toHaveLength(m.signed.length);
  expect(
    (await viewContract(r.w.deps, actorOf({ id: r.ids.stranger }), { contract_id: r.contractId })).ok,
  ).toBe(false);
}

/** Any move by anyone: mostly the likely mistakes, sometimes anything. */
const tryMove = fc
  .oneof({ weight: 2, arbitrary: fc.constantFrom(...nearMisses) }, { weight: 1, arbitrary: anyMove })
  .map(
    ([who, action]): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: (m, r) => step(m, r, who, action),
      toString: () => `${who} ${action}`,
    }),
  );

/** One of the moves that lead on from here (chosen by the model), so runs get deep; CANCELLED now and then. */
const advance = fc.tuple(fc.nat(8), fc.boolean()).map(([k, mayCancel]): fc.AsyncCommand<Model, Real> => {
  let chosen = '';
  return {
    check: () => true,
    async run(m, r) {
      const leading = progress.filter(([who, action]) => expected(m, who, action) !== null);
      const options: [Who, ContractAction][] =
        mayCancel && k === 0 ? [['counterparty', 'CANCELLED']] : leading;
      const [who, action] =
        options.length > 0 ? options[k % options.length]! : (['creator', 'sign'] as [Who, ContractAction]);
      chosen = `${who} ${action}`;
      await step(m, r, who, action);
    },
    toString: () => `advance(${chosen || k})`,
  };
});

/** A move the model refuses here, by one of the parties: every state gets probed for wrong permissions. */
const blunder = fc.nat(15).map((k): fc.AsyncCommand<Model, Real> => {
  let chosen = '';
  return {
    check: (m) => PARTY_MOVES.some(([who, action]) => expected(m, who, action) === null),
    async run(m, r) {
      const refused = PARTY_MOVES.filter(([who, action]) => expected(m, who, action) === null);
      const [who, action] = refused[k % refused.length]!;
      chosen = `${who} ${action}`;
      await step(m, r, who, action);
    },
    toString: () => `blunder(${chosen || k})`,
  };
});

describe('contract life cycle (model-based)', () => {
  it('agrees with the model for any sequence of moves by anyone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.commands([advance, advance, blunder, tryMove], { maxCommands: 25, size: 'max' }),
        async (eStamp, cmds) => {
          const w = accountsWorld();
          const ids = {} as Record<Who, string>;
          for (const who of ['creator', 'counterparty', 'stranger'] as const)
            ids[who] = (await w.addUser()).id;
          const stamp: Record<string, unknown> = eStamp
            ? { e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: 250 }
            : {};
          const created = await createContract(
            w.deps,
            actorOf({ id: ids.creator }),
            contractForm(ids.counterparty, stamp),
          );
          if (!created.ok) throw new Error(created.error.message);
          const real: Real = { w, ids, contractId: created.value.contract.id, stamp };
          await fc.asyncModelRun(
            () => ({ model: { status: 'draft' as ContractStatus, signed: [], eStamp }, real }),
            cmds,
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
