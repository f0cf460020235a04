/**
 * Moving a contract along its life cycle (contract-machine.ts): submit, the spec's APPROVED /
 * REJECTED / CANCELLED, send for signing and sign. Only the two parties act; to anyone else the
 * contract does not exist. Each move is compare-and-set on the contract's version and tells the
 * other party through the outbox.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import type { AccountStores } from '../account-stores';
import { type Contract, partyOf } from './contract';
import { type ContractAction, nextContractStatus } from './contract-machine';
import { CONTRACT_TEXT, ContractErrors } from './contracts.errors';

type Deps = DepsOf<'contracts' | 'outbox'>;

const TOASTS: Readonly<Record<Exclude<ContractAction, 'edit' | 'pay_stamp_duty'>, string>> = {
  submit: CONTRACT_TEXT.submitted,
  APPROVED: MESSAGES.approvedSuccessfully,
  REJECTED: CONTRACT_TEXT.rejected,
  CANCELLED: CONTRACT_TEXT.cancelled,
  send_for_signing: CONTRACT_TEXT.sentForSigning,
  sign: CONTRACT_TEXT.signed,
};

const schema = z.object({
  contract_id: shortText(),
  action: z.enum(['submit', 'APPROVED', 'REJECTED', 'CANCELLED', 'send_for_signing', 'sign']),
});

/** Applies a move to a stored contract inside a transaction; shared with the stamp-duty payment. */
export async function moveContract(
  s: Pick<AccountStores, 'contracts' | 'outbox'>,
  deps: Pick<Deps, 'clock' | 'ids'>,
  actor: AccountActor,
  contractId: string,
  action: ContractAction,
  extra: Partial<Pick<Contract, 'stampDutyPaymentId'>> = {},
): Promise<Result<Contract, DomainError>> {
  const current = await s.contracts.get(contractId);
  if (!current || partyOf(current, actor.userId) === null)
    return err(ContractErrors.notFound({ contract_id: contractId }));
  const to = nextContractStatus(current, actor.userId, action);
  if (to === null) return err(ContractErrors.notAllowed({ status: current.status, action }));
  const now = deps.clock.now().toISOString();
  const signatures =
    action === 'sign' ? [...current.signatures, { userId: actor.userId, signedAt: now }] : current.signatures;
  const next: Contract = {
    ...current,
    ...extra,
    status: to,
    signatures,
    version: current.version + 1,
    updatedAt: now,
  };
  if (!(await s.contracts.replace(next, current.version))) return err(ContractErrors.changed());
  const other = actor.userId === current.creatorId ? current.counterpartyId : current.creatorId;
  await s.outbox.enqueue({
    id: deps.ids.next(),
    channel: 'notification',
    to: other,
    subject: `Contract "${current.title}" is now ${to}`,
    body: `Contract "${current.title}" (${current.agreementType}) is now ${to}.`,
    notificationType: 'contractUpdated',
    data: { contractId: current.id, status: to },
    createdAt: now,
  });
  return ok(next);
}

/** A party moves the contract → that move's toast and the contract as stored. */
export async function actOnContract(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; contract: Contract }, DomainError>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return err(ContractErrors.notAllowed());
  const { contract_id, action } = parsed.data;
  return transact(deps.uow, async (s) => {
    const moved = await moveContract(s, deps, actor, contract_id, action);
    return moved.ok ? ok({ message: TOASTS[action], contract: moved.value }) : moved;
  });
}
