/**
 * Creating and editing contracts (spec §4 modes create and edit). The creator drafts a
 * contract with one other party; it can be edited while it is a draft or after the other party
 * rejected it (which makes it a draft again). Editing replaces the whole form.
 */
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Contract } from './contract';
import { createContractSchema, editContractSchema } from './contract-input';
import { nextContractStatus } from './contract-machine';
import { CONTRACT_TEXT, ContractErrors } from './contracts.errors';

type Deps = DepsOf<'contracts' | 'users'>;
type Done = Promise<Result<{ message: string; contract: Contract }, DomainError>>;

/** Drafts a contract with `counterparty_id` → 'Contract saved as draft'. */
export async function createContract(deps: Deps, actor: AccountActor, input: unknown): Done {
  const parsed = validate(createContractSchema, input, 'CONTRACT.INVALID');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (v.counterparty_id === actor.userId) return err(ContractErrors.withYourself());
  return transact(deps.uow, async (s) => {
    if (!(await s.users.findById(v.counterparty_id))) return err(ContractErrors.counterpartyNotFound());
    const now = deps.clock.now().toISOString();
    const contract: Contract = {
      id: deps.ids.next(),
      title: v.title,
      agreementType: v.agreement_type,
      terms: v.terms,
      creatorId: actor.userId,
      counterpartyId: v.counterparty_id,
      eStamp: v.e_stamp,
      stampDutyState: v.stampDutyState,
      stampDutyAmount: v.stampDutyCents,
      stampDutyPaymentId: null,
      status: 'draft',
      signatures: [],
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await s.contracts.insert(contract);
    return ok({ message: CONTRACT_TEXT.saved, contract });
  });
}

/** Replaces the form of a draft (or rejected) contract → 'Updated Successfully'. */
export async function editContract(deps: Deps, actor: AccountActor, input: unknown): Done {
  const parsed = validate(editContractSchema, input, 'CONTRACT.INVALID');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return transact(deps.uow, async (s) => {
    const current = await s.contracts.get(v.contract_id);
    if (!current || (current.creatorId !== actor.userId && current.counterpartyId !== actor.userId))
      return err(ContractErrors.notFound({ contract_id: v.contract_id }));
    const to = nextContractStatus(current, actor.userId, 'edit');
    if (to === null) return err(ContractErrors.notAllowed({ status: current.status, action: 'edit' }));
    const next: Contract = {
      ...current,
      title: v.title,
      agreementType: v.agreement_type,
      terms: v.terms,
      eStamp: v.e_stamp,
      stampDutyState: v.stampDutyState,
      stampDutyAmount: v.stampDutyCents,
      status: to,
      version: current.version + 1,
      updatedAt: deps.clock.now().toISOString(),
    };
    if (!(await s.contracts.replace(next, current.version))) return err(ContractErrors.changed());
    return ok({ message: MESSAGES.updatedSuccessfully, contract: next });
  });
}
