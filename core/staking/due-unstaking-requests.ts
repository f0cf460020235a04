/**
 * The unanswered refinance unstaking requests (spec §9): those still awaiting the lender, with
 * their deadline and the time left, and those whose 15 days passed with no answer — their
 * contracts go to auction. The operator sees every request; a lender those it must answer; an
 * investor those it asked. Earliest deadline first; at most `limit`, with `more` when the store
 * holds further ones.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { holdsByRole, requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { standingOf, type UnstakeStanding } from './stake';
import { StakingErrors } from './staking.errors';
import type { UnansweredFilter } from './staking-store';

/** Default and largest number of requests one listing holds. */
export const DEFAULT_DUE_LIMIT = 500;
export const MAX_DUE_LIMIT = 5000;

const inputSchema = z.object({
  limit: z.number().int().min(1).max(MAX_DUE_LIMIT).default(DEFAULT_DUE_LIMIT),
});

export type DueUnstakingInput = z.input<typeof inputSchema>;

export interface DueUnstakingRequests {
  /** The instant the states were read at. */
  readonly asOf: string;
  /** Within their window, earliest deadline first. */
  readonly awaiting: UnstakeStanding[];
  /** Past their window with no answer: to auction. */
  readonly toAuction: UnstakeStanding[];
  /** True when more unanswered requests exist than `limit`. */
  readonly more: boolean;
}

/** The unanswered unstaking requests the actor may see, as they stand now. */
export async function dueUnstakingRequests(
  deps: TradingDeps,
  actor: Actor,
  input: DueUnstakingInput = {},
): Promise<Result<DueUnstakingRequests, DomainError>> {
  const allowed = requireCapability(actor, 'see_stakes');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success)
    return err(StakingErrors.invalidRequest({ issues: parsed.error.issues.map((i) => i.message) }));
  const { limit } = parsed.data;
  const scope: Omit<UnansweredFilter, 'limit'> = holdsByRole(actor, 'see_stakes')
    ? {}
    : actor.persona === 'lender'
      ? { lenderId: actor.userId }
      : { requesterId: actor.userId };
  const asOf = deps.clock.now().toISOString();
  const found = await deps.uow.run((s) => s.staking.unanswered({ ...scope, limit: limit + 1 }));
  const standings = found.slice(0, limit).map((r) => standingOf(r, asOf));
  return ok({
    asOf,
    awaiting: standings.filter((r) => r.state === 'awaiting_lender'),
    toAuction: standings.filter((r) => r.state === 'to_auction'),
    more: found.length > limit,
  });
}
