/**
 * What the contract screens show (spec §4 modes): one contract with the mode it opens in and
 * the actions the caller can take, or the caller's contracts. Only the parties see a contract.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { shortText } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { type Contract, type ContractMode, partyOf } from './contract';
import { allowedContractActions, type ContractAction, contractMode } from './contract-machine';
import { ContractErrors } from './contracts.errors';

export interface ContractView {
  readonly contract: Contract;
  readonly mode: ContractMode;
  readonly actions: readonly ContractAction[];
}

/** One contract the caller is a party to. */
export async function viewContract(
  deps: DepsOf<'contracts'>,
  actor: AccountActor,
  input: unknown,
): Promise<Result<ContractView, DomainError>> {
  const parsed = z.object({ contract_id: shortText() }).safeParse(input);
  if (!parsed.success) return err(ContractErrors.notFound());
  const contract = await deps.uow.run((s) => s.contracts.get(parsed.data.contract_id));
  if (!contract || partyOf(contract, actor.userId) === null)
    return err(ContractErrors.notFound({ contract_id: parsed.data.contract_id }));
  return ok({
    contract,
    mode: contractMode(contract, actor.userId),
    actions: allowedContractActions(contract, actor.userId),
  });
}

/** The caller's contracts, most recently changed first. */
export async function myContracts(
  deps: DepsOf<'contracts'>,
  actor: AccountActor,
): Promise<Result<ContractView[], DomainError>> {
  const contracts = await deps.uow.run((s) => s.contracts.listForParty(actor.userId));
  return ok(
    contracts.map((contract) => ({
      contract,
      mode: contractMode(contract, actor.userId),
      actions: allowedContractActions(contract, actor.userId),
    })),
  );
}
