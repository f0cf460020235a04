/**
 * Model-based test of both credential state machines through the use cases: random sequences
 * of requests, shares and actions by the holder, the issuer, the requester and a stranger are
 * run against the in-memory stores and against a plain model written independently of the rule
 * table; after every step they must agree, and the requester must see a credential exactly
 * while one of its shares to them is shared, in review or approved.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsWorld, actorOf } from '../testing/accounts-world';
import { viewCredential } from './credential-views';
import { actOnCredential, requestCredential } from './issuance';
import { actOnShare, requestShare, shareCredential } from './sharing';
import {
  credentialModel,
  type Model,
  open,
  pick,
  type Real,
  shareModel,
  type Who,
} from './testing/credential-model';
import { bankAccount } from './testing/credential-world';

const as = (r: Real, who: Who) => actorOf({ id: r.ids[who] });
const anyone = fc.constantFrom<Who>('holder', 'issuer', 'requester', 'stranger');
/**
 * Mostly the moves a party may make — weighted towards those that lead on, so sequences get
 * deep — and sometimes anything by anyone.
 */
function moves<A extends string>(allowed: readonly (readonly [Who, A, number])[], actions: readonly A[]) {
  return fc.oneof(
    ...allowed.map(([who, action, weight]) => ({ weight, arbitrary: fc.constant([who, action] as const) })),
    { weight: 3, arbitrary: fc.tuple(anyone, fc.constantFrom(...actions)) },
  );
}
const credentialMoves = moves(
  [
    ['issuer', 'review', 2],
    ['issuer', 'issue', 4],
    ['issuer', 'reject', 1],
    ['holder', 'cancel', 1],
  ] as const,
  ['review', 'issue', 'reject', 'cancel'] as const,
);
const shareMoves = moves(
  [
    ['requester', 'review', 2],
    ['requester', 'approve', 2],
    ['requester', 'reject', 2],
    ['requester', 'cancel', 1],
    ['holder', 'reject', 1],
  ] as const,
  ['review', 'approve', 'reject', 'cancel'] as const,
);

async function checkVisibility(m: Model, r: Real) {
  for (const [i, c] of m.credentials.entries()) {
    const visible = m.shares.some(
      (s) => s.credential === i && ['shared', 'in_review', 'approved'].includes(s.status),
    );
    expect((await viewCredential(r.w.deps, as(r, 'requester'), { credential_id: c.id })).ok).toBe(visible);
    expect((await viewCredential(r.w.deps, as(r, 'stranger'), { credential_id: c.id })).ok).toBe(false);
    expect(await r.w.read().credentials.get(c.id)).toMatchObject({ status: c.status });
  }
}

const base = [
  fc.constant<fc.AsyncCommand<Model, Real>>({
    check: (m) => m.credentials.length < 3,
    async run(m, r) {
      const res = await requestCredential(r.w.deps, as(r, 'holder'), {
        issuer_id: r.ids.issuer,
        credential_type: bankAccount,
      });
      if (!res.ok) throw new Error(res.error.message);
      m.credentials.push({ id: res.value.credential.id, status: 'requested' });
    },
    toString: () => 'requestCredential',
  }),
  fc.tuple(fc.nat(2), credentialMoves, fc.boolean()).map(
    ([i, [who, action], aimed]): fc.AsyncCommand<Model, Real> => ({
      check: (m) => m.credentials.length > 0,
      async run(m, r) {
        const c = m.credentials[pick(m.credentials, i, aimed ? (x) => open(x.status) : null)]!;
        const res = await actOnCredential(r.w.deps, as(r, who), { credential_id: c.id, action });
        const next = credentialModel(c.status, action, who);
        expect(res.ok).toBe(next !== null);
        if (!res.ok)
          expect(res.error.kind).toBe(
            who === 'stranger' || who === 'requester' ? 'not_found' : 'rule_violation',
          );
        if (next) c.status = next;
        await checkVisibility(m, r);
      },
      toString: () => `${who} ${action} credential ${i}`,
    }),
  ),
  fc.constant<fc.AsyncCommand<Model, Real>>({
    check: (m) => m.shares.length < 10,
    async run(m, r) {
      const res = await requestShare(r.w.deps, as(r, 'requester'), {
        holder_id: r.ids.holder,
        credential_type: 'Bank Account',
      });
      if (!res.ok) throw new Error(res.error.message);
      m.shares.push({ id: res.value.share.id, status: 'requested', credential: null });
    },
    toString: () => 'requestShare',
  }),
  fc.tuple(fc.nat(5), fc.nat(2), fc.boolean(), fc.boolean()).map(
    ([si, ci, answer, aimed]): fc.AsyncCommand<Model, Real> => ({
      check: (m) => m.credentials.length > 0 && (answer ? m.shares.length > 0 : m.shares.length < 10),
      async run(m, r) {
        // Aimed: an issued credential and an open request, when there are any; otherwise anything.
        const cIndex = pick(m.credentials, ci, aimed ? (c) => c.status === 'issued' : null);
        const c = m.credentials[cIndex]!;
        const share = answer
          ? m.shares[pick(m.shares, si, aimed ? (x) => x.status === 'requested' : null)]!
          : null;
        const input = share
          ? { credential_id: c.id, share_id: share.id }
          : { credential_id: c.id, requester_id: r.ids.requester };
        const res = await shareCredential(r.w.deps, as(r, 'holder'), input);
        const allowed = c.status === 'issued' && (share === null || share.status === 'requested');
        expect(res.ok).toBe(allowed);
        if (res.ok && share) Object.assign(share, { status: 'shared', credential: cIndex });
        if (res.ok && !share) m.shares.push({ id: res.value.share.id, status: 'shared', credential: cIndex });
        await checkVisibility(m, r);
      },
      toString: () =>
        `holder shares credential ${ci}${answer ? ` answering share ${si}` : ' unasked'}${aimed ? ' (aimed)' : ''}`,
    }),
  ),
  fc.tuple(fc.nat(5), shareMoves, fc.boolean()).map(
    ([i, [who, action], aimed]): fc.AsyncCommand<Model, Real> => ({
      check: (m) => m.shares.length > 0,
      async run(m, r) {
        const s =
          m.shares[
            pick(m.shares, i, aimed ? (x) => ['requested', 'shared', 'in_review'].includes(x.status) : null)
          ]!;
        const res = await actOnShare(r.w.deps, as(r, who), { share_id: s.id, action });
        const next = shareModel(s.status, action, who);
        expect(res.ok).toBe(next !== null);
        if (next) s.status = next;
        await checkVisibility(m, r);
      },
      toString: () => `${who} ${action} share ${i}`,
    }),
  ),
];
// Issuing, sharing and judging are weighted up: they are where the machines' depth is.
const commands = [...base, base[1]!, base[3]!, base[3]!, base[4]!, base[4]!];

describe('credential state machines (model-based)', () => {
  it('agree with the model for any sequence of actions by any party', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'max' }), async (cmds) => {
        const w = accountsWorld();
        const ids = {} as Record<Who, string>;
        for (const who of ['holder', 'issuer', 'requester', 'stranger'] as const)
          ids[who] = (await w.addUser()).id;
        await fc.asyncModelRun(() => ({ model: { credentials: [], shares: [] }, real: { w, ids } }), cmds);
      }),
      { numRuns: 200 },
    );
  });
});
