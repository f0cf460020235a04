/**
 * Notify the default user (spec §7 "notify default user: userId, notificationType, tapeName").
 * The default user of a tape is its lender (spec §6: the default-user flag forces lender), who
 * acts on a tape from an emailed link to `/lender-actions?action=…&tapeName=…` (spec §2). So:
 * `userId` names the recipient — the tape's lender, never the caller — `notificationType` is one
 * of the lender actions of spec §2, and the actor must be able to see loans of the tape (the
 * loans area's visibility decides). The lender gets an in-app notification and an email with
 * the link, in one transaction.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { loanErrors } from '../loans/loans.errors';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { tapeTilesIn } from '../tapes/tapes';
import { notificationErrors } from './notifications.errors';
import { notify } from './notify';

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
  const { notificationType: action, tapeName } = input;
  if (!LENDER_ACTIONS.includes(action))
    return err(loanErrors.invalidInput([{ path: 'notificationType', message: 'Unknown action' }]));
  return transact(deps.uow, async (s) => {
    const tiles = await tapeTilesIn(s, actor);
    if (!tiles.ok) return tiles;
    const tape = tiles.value.find((t) => t.tapeName === tapeName);
    if (!tape) return err(loanErrors.tapeNotFound(tapeName));
    if (tape.lenderId !== input.userId) return err(notificationErrors.notTapeLender(input.userId, tapeName));
    const lender = await s.directory.get(tape.lenderId);
    const at = deps.clock.now().toISOString();
    const link = lenderActionLink(action, tapeName);
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
