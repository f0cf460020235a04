import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { AuditChain, SealReport } from '../../../core/audit/audit-chain';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { kyselyUnitOfWork } from '../unit-of-work';
import { fillGap } from './audit-gaps';
import { auditKeyOf } from './audit-key';
import { type SealStep, sealStep } from './audit-seal-step';

/**
 * The sealer: takes writers' entries into the hash chain moments after they commit, the way a
 * transparency log integrates submitted entries — writers only insert (`kysely-audit-log.ts`), so
 * no row is shared by every trade. Each pass seals what is contiguous after the head (steps of
 * `batch` entries, one transaction each: `audit-seal-step.ts`); on PostgreSQL it then settles the
 * first gap: a number seen missing below a committed entry for at least `horizonMs` is asked of
 * the database (`audit-gaps.ts`), which waits for its transaction if it is open — the chain
 * never links past a number that may still commit. The sealing half of `AuditChain`
 * (`kysely-audit-chain.ts`): the server runs `sealReady` on a timer (cli/audit-sealing.ts),
 * `ispz audit seal` / `ispz audit verify` run `sealAll`.
 */

export interface AuditSealerOptions {
  /** PostgreSQL: how long a number must have been missing below a committed entry before it is settled (ms, default 250). */
  readonly horizonMs?: number;
  /** PostgreSQL: how long settling a number waits for the transaction that holds it (ms, default 100). */
  readonly lockTimeoutMs?: number;
  /** Entries per sealing transaction (default 500). */
  readonly batch?: number;
  /** The audit key (default: the connection's). */
  readonly key?: string;
}

/** The sealing half of `AuditChain`. */
export type AuditSealer = Pick<AuditChain, 'sealReady' | 'sealAll'>;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** A sealer of the chain in `db` (one per process is enough; several are safe). */
export function createAuditSealer(
  db: Kysely<Database>,
  dialect: DialectName,
  options: AuditSealerOptions = {},
): AuditSealer {
  const horizonMs = options.horizonMs ?? 250;
  const lockTimeoutMs = options.lockTimeoutMs ?? 100;
  const limit = options.batch ?? 500;
  const key = options.key ?? auditKeyOf(db);
  const uow = kyselyUnitOfWork(db, dialect, (tx) => tx);
  // When each highest-seen seq was seen: a number below one seen `horizonMs` ago is settled.
  let marks: { seq: number; at: number }[] = [];

  const settledBelow = (): number => {
    const now = performance.now();
    const old = marks.filter((m) => now - m.at >= horizonMs);
    marks = marks.filter((m) => now - m.at < horizonMs).concat(old.slice(-1));
    return Math.max(0, ...old.map((m) => m.seq));
  };

  async function seal(into: Tally): Promise<SealStep> {
    for (;;) {
      const step = await uow.run((tx) => sealStep(tx, dialect, { key, limit, at: new Date().toISOString() }));
      into.add(step);
      if (!step.more) return step;
    }
  }

  /** Whether anything waits after the head — a plain read, so an idle sealer takes no write lock. */
  const idle = async (): Promise<SealReport | null> => {
    const head = await db
      .selectFrom('audit_head')
      .select((eb) => [
        'seq',
        'hash',
        eb
          .exists(eb.selectFrom('audit_log').select('seq').where('seq', '>', eb.ref('audit_head.seq')))
          .as('waiting'),
      ])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!head || head.waiting) return null;
    return {
      sealed: 0,
      gapsFilled: 0,
      headSeq: head.seq,
      headHash: head.hash,
      waitingFor: null,
      blocked: null,
      busy: false,
    };
  };

  async function sealReady(): Promise<SealReport> {
    const nothing = await idle();
    if (nothing) return nothing;
    const tally = new Tally();
    let step = await seal(tally);
    for (let rounds = 0; step.gap && !step.busy && rounds < 100; rounds++) {
      if (step.lastSeen !== null) marks.push({ seq: step.lastSeen, at: performance.now() });
      const below = settledBelow();
      let settled = false;
      for (let seq = step.gap.from; seq <= step.gap.to && seq < below; seq++) {
        const found = await fillGap(db, seq, { lockTimeoutMs, at: new Date().toISOString() });
        if (found === 'open') break;
        if (found === 'filled') tally.gapsFilled++;
        settled = true;
      }
      if (!settled) break;
      step = await seal(tally);
    }
    return tally.report(step);
  }

  return {
    sealReady,
    async sealAll({ waitMs = 5_000 } = {}) {
      const deadline = performance.now() + waitMs;
      const total = new Tally();
      for (;;) {
        const pass = await sealReady();
        total.merge(pass);
        const done = !pass.busy && (pass.waitingFor === null || pass.blocked !== null);
        if (done || performance.now() >= deadline) return { ...pass, ...total.counts() };
        await sleep(Math.min(Math.max(10, horizonMs / 4), Math.max(0, deadline - performance.now())));
      }
    },
  };
}

/** Sums what steps and passes did. */
class Tally {
  sealed = 0;
  gapsFilled = 0;
  add(step: SealStep): void {
    this.sealed += step.sealed;
  }
  merge(report: SealReport): void {
    this.sealed += report.sealed;
    this.gapsFilled += report.gapsFilled;
  }
  counts() {
    return { sealed: this.sealed, gapsFilled: this.gapsFilled };
  }
  report(last: SealStep): SealReport {
    return {
      ...this.counts(),
      headSeq: last.headSeq,
      headHash: last.headHash,
      waitingFor: last.gap?.from ?? null,
      blocked: last.blocked,
      busy: last.busy,
    };
  }
}
