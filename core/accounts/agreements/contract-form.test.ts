import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { actOnContract } from './contract-actions';
import { createContract, editContract } from './contract-drafts';
import { myContracts, viewContract } from './contract-views';
import { payStampDuty } from './stamp-duty';
import { contractForm } from './testing/contract-samples';

describe('contract forms and who may see them', () => {
  let w: AccountsWorld;
  let owner: User;
  let tenant: User;
  let stranger: User;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    tenant = await w.addUser();
    stranger = await w.addUser();
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await createContract(w.deps, actorOf(owner), contractForm(tenant.id, over));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.contract.id;
  };
  const act = (user: User, contract_id: string, action: string) =>
    actOnContract(w.deps, actorOf(user), { contract_id, action });

  it('checks the form: agreement type, stamp duty for E-Stamp only, a real other party', async () => {
    const refused = (over: Record<string, unknown>, counterparty = tenant.id) =>
      createContract(w.deps, actorOf(owner), contractForm(counterparty, over));
    expect(await refused({ agreement_type: 'Pirate Charter' })).toMatchObject({
      error: { message: 'Please select an agreement type' },
    });
    expect(await refused({ e_stamp: true, stamp_duty_amount: 100 })).toMatchObject({
      error: { message: 'Please select the stamp duty state' },
    });
    expect(await refused({ e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: 0 })).toMatchObject({
      error: { message: 'Please enter a valid positive amount' },
    });
    expect(await refused({ e_stamp: true, stamp_duty_state: 'MH', stamp_duty_amount: 10 })).toMatchObject({
      error: { kind: 'invalid' },
    });
    expect(await refused({ stamp_duty_state: 'KA' })).toMatchObject({
      error: { message: 'A digital contract has no stamp duty' },
    });
    expect(await refused({}, owner.id)).toMatchObject({ error: { code: 'CONTRACT.WITH_YOURSELF' } });
    expect(await refused({}, 'ghost')).toMatchObject({ error: { kind: 'not_found' } });
  });

  it('shows and moves a contract only for its two parties', async () => {
    const id = await create();
    expect(await viewContract(w.deps, actorOf(stranger), { contract_id: id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found', message: 'Failed to fetch contract please try again' },
    });
    for (const action of ['submit', 'APPROVED', 'REJECTED', 'CANCELLED', 'send_for_signing', 'sign'])
      expect(await act(stranger, id, action)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(
      await editContract(w.deps, actorOf(stranger), { ...contractForm(tenant.id), contract_id: id }),
    ).toMatchObject({ error: { kind: 'not_found' } });
    expect(await payStampDuty(w.paying, actorOf(stranger), { contract_id: id })).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await myContracts(w.deps, actorOf(stranger))).toEqual({ ok: true, value: [] });
    expect(await myContracts(w.deps, actorOf(tenant))).toMatchObject({
      ok: true,
      value: [{ contract: { id }, mode: 'view' }],
    });
  });
});
