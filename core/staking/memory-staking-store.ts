/** In-memory `StakingStore`; passes the same contract suite as the database adapters. */
import type { MemoryDb } from '../testing/memory-db';
import type { Stake, UnstakeRequest } from './stake';
import type { StakingStore } from './staking-store';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The staking records of `db` (tables `stakes` and `unstake_requests`). */
export function memoryStakingStore(db: MemoryDb): StakingStore {
  const stakes = db.table<Stake>('stakes');
  const requests = db.table<UnstakeRequest>('unstake_requests');
  const unanswered = () => requests.all().filter((r) => r.answer === null);
  return {
    async insertStakes(batch) {
      const live = new Set(
        stakes
          .all()
          .filter((s) => s.status === 'staked')
          .map((s) => s.loanId),
      );
      const ids = new Set<string>();
      for (const s of batch) {
        if (stakes.has(s.id) || ids.has(s.id)) throw new Error(`duplicate stake id ${s.id}`);
        if (s.status === 'staked' && live.has(s.loanId))
          throw new Error(`loan ${s.loanId} already holds a live stake`);
        ids.add(s.id);
        if (s.status === 'staked') live.add(s.loanId);
      }
      for (const s of batch) stakes.put(s.id, s);
    },
    async liveStakes(loanIds) {
      const wanted = new Set(loanIds);
      return stakes.all().filter((s) => s.status === 'staked' && wanted.has(s.loanId));
    },
    async stakesOfLoan(loanId) {
      return stakes
        .all()
        .filter((s) => s.loanId === loanId)
        .sort((a, b) => cmp(a.stakedAt, b.stakedAt) || cmp(a.id, b.id));
    },
    async releaseStake(id, at) {
      const stake = stakes.get(id);
      if (stake?.status !== 'staked') return false;
      stakes.put(id, { ...stake, status: 'released', releasedAt: at });
      return true;
    },
    async insertRequest(request) {
      if (requests.has(request.id)) throw new Error(`duplicate unstaking request id ${request.id}`);
      if (unanswered().some((r) => r.stakeId === request.stakeId)) return false;
      requests.put(request.id, request);
      return true;
    },
    async getRequest(id) {
      return requests.get(id) ?? null;
    },
    async unansweredOf(stakeId) {
      return unanswered().find((r) => r.stakeId === stakeId) ?? null;
    },
    async requestsOfLoan(loanId) {
      return requests
        .all()
        .filter((r) => r.loanId === loanId)
        .sort((a, b) => cmp(a.requestedAt, b.requestedAt) || cmp(a.id, b.id));
    },
    async answerRequest(id, answer, at) {
      const request = requests.get(id);
      if (!request || request.answer !== null) return false;
      requests.put(id, { ...request, answer, answeredAt: at });
      return true;
    },
    async unanswered({ lenderId, requesterId, limit }) {
      return unanswered()
        .filter(
          (r) =>
            (lenderId === undefined || r.lenderId === lenderId) &&
            (requesterId === undefined || r.requesterId === requesterId),
        )
        .sort((a, b) => cmp(a.respondBy, b.respondBy) || cmp(a.id, b.id))
        .slice(0, limit);
    },
  };
}
