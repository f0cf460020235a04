/**
 * The audit sealer of a running server (`ispz serve`): the chain is sealed on a timer through
 * the platform's `AuditChain`, as the outbox is dispatched on one.
 */
import type { AuditChain } from '../core/audit/audit-chain';

/** How often the server seals the audit log. */
export const SEAL_EVERY_MS = 500;

/** The sealer running on a timer; `stop` ends it after the pass under way. */
export interface AuditSealing {
  stop(): Promise<void>;
}

/**
 * Runs `sealer.sealReady()` every `everyMs`, one pass at a time (a slow pass never stacks
 * passes), reporting a pass that failed — a chain the sealer refuses to extend, a lost
 * connection — through `log` and trying again on the next tick.
 */
export function startAuditSealing(
  sealer: Pick<AuditChain, 'sealReady'>,
  options: { readonly everyMs?: number; readonly log: (message: string) => void },
): AuditSealing {
  let running: Promise<unknown> = Promise.resolve();
  let lastProblem = '';
  const report = (problem: string) => {
    // Say it once, not every half second, until it changes.
    if (problem !== lastProblem && problem !== '') options.log(`audit sealer: ${problem}`);
    lastProblem = problem;
  };
  const timer = setInterval(() => {
    running = running.then(() =>
      sealer.sealReady().then(
        (pass) =>
          report(pass.blocked ? `entry ${pass.blocked.seq} cannot be sealed: ${pass.blocked.reason}` : ''),
        (error) => report(error instanceof Error ? error.message : String(error)),
      ),
    );
  }, options.everyMs ?? SEAL_EVERY_MS);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
