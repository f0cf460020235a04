/**
 * Notify the default user (spec §7 "notify default user: userId, notificationType, tapeName").
 * The default user of a tape is its lender (spec §6: the default-user flag forces lender), who
 * acts on a tape from an emailed link to `/lender-actions?action=…&tapeName=…` (spec §2). So:
 * `userId` names the recipient — the tape's lender, never the caller — `notificationType` is one
 * of the lender actions of spec §2, and the caller must be able to see loans of the tape. The
 * lender gets an in-app notification and an email with the link, in one transaction.
 */
import type { DomainError } from '../../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../../core/errors/result';
import { loanErrors } from '../../../../../core/loans/loans.errors';
import { listTapes } from '../../../../../core/loans/tapes';
import { notify } from '../../../../../core/notifications/notify';
import type { Actor } from '../../../../../core/permissions/actor';
import { transact } from '../../../../../core/ports/unit-of-work';
import type { TradingDeps } from '../../../../../core/trading/stores';
import { queryErrors } from './query-errors';

/** The actions of `/lender-actions` (spec §2). */
export const LENDER_ACTIONS = ['wip', 'transferTape', 'submitBid', 'setApproval', 'afterClosure'] as const;
export type LenderAction = (typeof LENDER_ACTIONS)[number];

const SUBJECTS: Record<LenderAction, string> = {
  wip: 'A tape of yours has work in progress',
  transferTape: 'A tape of yours is ready to transfer',
  submitBid: 'Bids are waiting on a tape of yours',
  setApproval: 'A purchase on a tape of yours needs your approval',
  afterClosure: 'Bidding closed on a tape of yours',
};

export interface NotifyDefaultUserInput {
  readonly userId: string;
  readonly notificationType: LenderAction;
  readonly tapeName: string;
}

/** The path the lender opens to act (the mail renderer adds the site's address). */
export function lenderActionLink(action: LenderAction, tapeName: string): string {
  return `/lender-actions?action=${action}&tapeName=${encodeURIComponent(tapeName)}`;
}

/** Notifies the lender of `tapeName` about `notificationType` on behalf of the actor. */
export async function notifyDefaultUser(
  deps: TradingDeps,
  actor: Actor,
  input: NotifyDefaultUserInput,
): Promise<Result<{ readonly userId: string }, DomainError>> {
  const tiles = await listTapes(deps, actor);
  if (!tiles.ok) return tiles;
  const tape = tiles.value.find((t) => t.tapeName === input.tapeName);
  if (!tape) return err(loanErrors.tapeNotFound(input.tapeName));
  if (tape.lenderId !== input.userId) return err(queryErrors.notTapeLender(input.userId, input.tapeName));
  const { notificationType: action, tapeName } = input;
  const link = lenderActionLink(action, tapeName);
  return transact(deps.uow, async (s) => {
    const lender = await s.directory.get(tape.lenderId);
    const at = deps.clock.now().toISOString();
    const body = `${actor.name} asks you to look at ${tapeName}: ${link}`;
    const data = { action, link, fromUserId: actor.userId };
    await notify(s.outbox, {
      id: deps.ids.next(),
      at,
      userId: tape.lenderId,
      notificationType: action,
      tapeName,
      subject: SUBJECTS[action],
      body,
      data,
    });
    if (lender) {
      await s.outbox.enqueue({
        id: deps.ids.next(),
        channel: 'email',
        to: lender.email,
        subject: SUBJECTS[action],
        body,
        notificationType: action,
        data: { ...data, tapeName },
        createdAt: at,
      });
    }
    return ok({ userId: tape.lenderId });
  });
}
