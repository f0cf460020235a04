/**
 * The body the operator's one-use-case commands share (`bids close`, `staking due`): open the
 * platform, act as `--as <email>` or the platform operator, run the use case, and print its
 * refusal or its result — JSON with `--json`, else the command's text — returning the exit code.
 */
import type { Platform } from '../adapters/compose';
import type { DomainError } from '../core/errors/domain-error';
import type { Result } from '../core/errors/result';
import type { Actor } from '../core/permissions/actor';
import { actorOrOperator } from './actors';
import { type CliContext, withPlatform } from './context';
import { printRefusal, printResult } from './output';

/** The options every such command has. */
export interface AsOptions {
  /** The user to act as (an email); the platform operator when absent. */
  readonly as?: string | undefined;
  readonly json: boolean;
}

/**
 * Runs `work` as the actor `o.as` names (or the operator) on the platform of `ctx`, then prints
 * the refusal of either, or `human(value)` (the value as JSON with `--json`).
 */
export function runAs<T>(
  ctx: CliContext,
  o: AsOptions,
  work: (platform: Platform, actor: Actor) => Promise<Result<T, DomainError>>,
  human: (value: T) => string,
): Promise<number> {
  return withPlatform(ctx, async (platform) => {
    const actor = await actorOrOperator(platform, o.as);
    if (!actor.ok) return printRefusal(ctx.io, o.json, actor.error);
    const done = await work(platform, actor.value);
    if (!done.ok) return printRefusal(ctx.io, o.json, done.error);
    return printResult(ctx.io, o.json, done.value, human);
  });
}
