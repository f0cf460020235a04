import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { actOnContract } from './contract-actions';
import { createContract, editContract } from './contract-drafts';
import { viewContract } from './contract-views';
import { payStampDuty } from './stamp-duty';
import { contractForm } from './testing/contract-samples';

describe('contracts from draft to approved', () => {
  let w: AccountsWorld;
  let owner: User;
  let tenant: User;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    tenant = await w.addUser();
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await createContract(w.deps, actorOf(owner), contractForm(tenant.id, over));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.contract.id;
  };
  const act = (user: User, contract_id: string, action: string) =>
    actOnContract(w.deps, actorOf(user), { contract_id, action });

  it('takes a digital contract from draft to approved, telling the other party each time', async () => {
    const id = await create();
    expect(await viewContract(w.deps, actorOf(owner), { contract_id: id })).toMatchObject({
      ok: true,
      value: { mode: 'edit', contract: { status: 'draft', eStamp: false } },
    });
    expect(await act(owner, id, 'submit')).toMatchObject({
      ok: true,
      value: { message: 'Contract sent for approval', contract: { status: 'pending' } },
    });
    expect(await act(tenant, id, 'APPROVED')).toMatchObject({
      ok: true,
      value: { message: 'Approved successfully', contract: { status: 'agreed' } },
    });
    expect(await act(owner, id, 'send_for_signing')).toMatchObject({
      ok: true,
      value: { contract: { status: 'waitingforsignatures' } },
    });
    expect(await act(tenant, id, 'sign')).toMatchObject({
      ok: true,
      value: { message: 'Contract signed', contract: { status: 'waitingforsignatures' } },
    });
    expect(await act(tenant, id, 'sign')).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    expect(await act(owner, id, 'sign')).toMatchObject({
      ok: true,
      value: { contract: { status: 'signed' } },
    });
    expect(await act(owner, id, 'APPROVED')).toMatchObject({
      ok: true,
      value: { contract: { status: 'approved' } },
    });
    expect(await viewContract(w.deps, actorOf(tenant), { contract_id: id })).toMatchObject({
      ok: true,
      value: { mode: 'view', actions: [] },
    });
    expect(w.outbox().map((m) => m.to)).toEqual([
      tenant.id,
      owner.id,
      tenant.id,
      owner.id,
      tenant.id,
      tenant.id,
    ]);
  });

  it('pays an E-Stamp contract’s stamp duty through the payment gateway before signing', async () => {
    const id = await create({ e_stamp: true, stamp_duty_state: 'TN', stamp_duty_amount: '500.50' });
    await act(owner, id, 'submit');
    await act(tenant, id, 'APPROVED');
    expect(await act(owner, id, 'send_for_signing')).toMatchObject({
      ok: true,
      value: { contract: { status: 'paymentpending' } },
    });
    expect(await act(tenant, id, 'sign')).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    expect(await payStampDuty(w.paying, actorOf(tenant), { contract_id: id })).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation' },
    });
    const paid = await payStampDuty(w.paying, actorOf(owner), { contract_id: id });
    expect(paid).toMatchObject({
      ok: true,
      value: {
        message: 'Stamp duty paid',
        contract: { status: 'waitingforsignatures', stampDutyPaymentId: 'pay-1' },
      },
    });
    expect(w.payments.charges()).toMatchObject([{ amount: 50_050, currency: 'INR', payerId: owner.id }]);
    expect(await payStampDuty(w.paying, actorOf(owner), { contract_id: id })).toMatchObject({ ok: false });
    expect(w.payments.charges()).toHaveLength(1);
  });

  it('keeps the contract waiting for payment when the payment is declined', async () => {
    const id = await create({ e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: 300 });
    await act(owner, id, 'submit');
    await act(tenant, id, 'APPROVED');
    await act(owner, id, 'send_for_signing');
    w.payments.declineNext('insufficient funds');
    expect(await payStampDuty(w.paying, actorOf(owner), { contract_id: id })).toMatchObject({
      ok: false,
      error: { code: 'CONTRACT.PAYMENT_DECLINED', details: { reason: 'insufficient funds' } },
    });
    expect(await w.read().contracts.get(id)).toMatchObject({
      status: 'paymentpending',
      stampDutyPaymentId: null,
    });
  });

  it('lets the counterparty reject, and the creator revise and resend', async () => {
    const id = await create();
    await act(owner, id, 'submit');
    expect(await act(tenant, id, 'REJECTED')).toMatchObject({
      ok: true,
      value: { message: 'Contract rejected', contract: { status: 'rejected' } },
    });
    expect(
      await editContract(w.deps, actorOf(tenant), { ...contractForm(tenant.id), contract_id: id }),
    ).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    expect(
      await editContract(w.deps, actorOf(owner), {
        ...contractForm(tenant.id),
        title: 'Warehouse lease, revised',
        contract_id: id,
      }),
    ).toMatchObject({
      ok: true,
      value: {
        message: 'Updated Successfully',
        contract: { status: 'draft', title: 'Warehouse lease, revised' },
      },
    });
    expect(await act(owner, id, 'submit')).toMatchObject({ ok: true });
    expect(await act(owner, id, 'CANCELLED')).toMatchObject({
      ok: true,
      value: { message: 'Contract cancelled', contract: { status: 'cancelled' } },
    });
    expect(await act(tenant, id, 'APPROVED')).toMatchObject({
      ok: false,
      error: { code: 'CONTRACT.BAD_TRANSITION' },
    });
  });
});
