/**
 * Paying an E-Stamp contract's stamp duty (spec §4 paymentpending; §3 stamp duty states KA, TN)
 * through the `PaymentGateway`. The charge happens between two transactions — never inside one,
 * a provider call must not hold the database — and is keyed by the contract, so a retry after a
 * crash charges once and then completes the move.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import type { PaymentGateway } from '../assets/payment-gateway';
import { type Contract, partyOf } from './contract';
import { moveContract } from './contract-actions';
import { nextContractStatus } from './contract-machine';
import { CONTRACT_TEXT, ContractErrors } from './contracts.errors';

type Deps = DepsOf<'contracts' | 'outbox'> & { readonly payments: PaymentGateway };

/** The creator pays the stamp duty → 'Stamp duty paid', the contract now waiting for signatures. */
export async function payStampDuty(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; contract: Contract }, DomainError>> {
  const parsed = z.object({ contract_id: shortText() }).safeParse(input);
  if (!parsed.success) return err(ContractErrors.notFound());
  const contractId = parsed.data.contract_id;
  const contract = await deps.uow.run((s) => s.contracts.get(contractId));
  if (!contract || partyOf(contract, actor.userId) === null)
    return err(ContractErrors.notFound({ contract_id: contractId }));
  if (
    nextContractStatus(contract, actor.userId, 'pay_stamp_duty') === null ||
    contract.stampDutyAmount === null
  )
    return err(ContractErrors.notAllowed({ status: contract.status, action: 'pay_stamp_duty' }));
  const outcome = await deps.payments.charge({
    idempotencyKey: `stamp-duty:${contract.id}`,
    amount: contract.stampDutyAmount,
    currency: 'INR',
    description: `Stamp duty (${contract.stampDutyState}) for ${contract.title}`,
    payerId: actor.userId,
  });
  if (outcome.status === 'declined') return err(ContractErrors.paymentDeclined({ reason: outcome.reason }));
  return transact(deps.uow, async (s) => {
    const moved = await moveContract(s, deps, actor, contractId, 'pay_stamp_duty', {
      stampDutyPaymentId: outcome.paymentId,
    });
    if (!moved.ok)
      return err({ ...moved.error, details: { ...moved.error.details, paymentId: outcome.paymentId } });
    return ok({ message: CONTRACT_TEXT.stampDutyPaid, contract: moved.value });
  });
}
