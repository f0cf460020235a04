import { beforeEach, describe, expect, it } from 'vitest';
import { setUserRouteSettings } from '../route-config/user-route-settings';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { loanPersonaOf, walletPersonaView } from './loan-persona';
import { onboardPersona } from './onboard-persona';
import { approvePersona, listPendingPersonas, rejectPersona } from './persona-approvals';
import { walletDetails } from './wallets';

describe('wallets and personas', () => {
  let w: AccountsWorld;
  let asha: User;
  let seller: User;
  let admin: User;
  beforeEach(async () => {
    w = accountsWorld();
    asha = await w.addUser();
    seller = await w.addUser({ registeredAs: 'business' });
    admin = await w.addUser({ role: 'ispadmin' });
  });
  const walletOf = async (user: User) => {
    const r = await walletDetails(w.deps, actorOf(user));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const onboard = async (user: User, persona_id: string, isUbargain = false) =>
    onboardPersona(w.deps, actorOf(user), {
      wallet_id: (await walletOf(user)).wallet.id,
      persona_id,
      isUbargain,
    });

  it('reads the wallet opened with the account, with the role of how the person registered', async () => {
    const first = await walletOf(asha);
    expect(first.wallet).toMatchObject({ id: `wallet-${asha.id}`, ownerUserId: asha.id, role: 'consumer' });
    expect((await walletOf(asha)).wallet.id).toBe(first.wallet.id);
    expect((await walletOf(seller)).wallet.role).toBe('seller');
    expect(first.personasToOnboard.map((t) => t.name)).toContain('17G5 - Rating Agency');
  });

  it('never writes on a read: an account without a wallet gets not found and still has none', async () => {
    const walletless = await w.addUser();
    w.db.table('wallets').delete(`wallet-${walletless.id}`);
    const before = w.db.table('wallets').size;
    expect(await walletDetails(w.deps, actorOf(walletless))).toMatchObject({ error: { kind: 'not_found' } });
    expect(w.db.table('wallets').size).toBe(before);
  });

  it('onboards a persona with "Persona onboarded successfully!", pending approval, and takes it off the to-onboard list', async () => {
    expect(await onboard(asha, 'pt-investor')).toMatchObject({
      ok: true,
      value: {
        message: 'Persona onboarded successfully!',
        persona: { status: 'pending', typeName: 'Investor' },
      },
    });
    const details = await walletOf(asha);
    expect(details.personasToOnboard.map((t) => t.id)).not.toContain('pt-investor');
    expect(details.personas.map(walletPersonaView)).toEqual([
      { _id: details.personas[0]!.id, status: 'pending', persona_type: { entity_type_name: 'Investor' } },
    ]);
  });

  it('answers every onboarding refusal with "Failed to onboard persona"', async () => {
    await onboard(asha, 'pt-lender');
    const ashaWallet = (await walletOf(asha)).wallet.id;
    const failures = [
      await onboard(asha, 'pt-lender'),
      await onboard(asha, 'pt-unknown'),
      await onboard(asha, 'pt-lender', true),
      await onboardPersona(w.deps, actorOf(seller), { wallet_id: ashaWallet, persona_id: 'pt-buyer' }),
      await onboardPersona(w.deps, actorOf(asha), { persona_id: 'pt-buyer' }),
    ];
    expect(failures.map((r) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`))).toEqual([
      'PERSONA.ALREADY_ONBOARDED: Failed to onboard persona',
      'PERSONA.UNKNOWN_TYPE: Failed to onboard persona',
      'PERSONA.NOT_ON_UBARGAIN: Failed to onboard persona',
      'PERSONA.WALLET_NOT_FOUND: Failed to onboard persona',
      'PERSONA.INVALID: Failed to onboard persona',
    ]);
  });

  it('approves Buyer at once from ubargain, and everything else only through the platform admin', async () => {
    expect(await onboard(asha, 'pt-buyer', true)).toMatchObject({
      ok: true,
      value: { persona: { status: 'approved', viaUbargain: true } },
    });
    await onboard(asha, 'pt-lender');
    const pending = await listPendingPersonas(w.deps, actorOf(admin, 'ispadmin'));
    expect(pending).toMatchObject({ ok: true, value: [{ typeName: 'Lender' }] });
    const persona_id = pending.ok ? pending.value[0]!.id : '';
    expect(await approvePersona(w.deps, actorOf(asha), { persona_id })).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(await approvePersona(w.deps, actorOf(admin, 'ispadmin'), { persona_id })).toEqual({
      ok: true,
      value: { message: 'Approved successfully' },
    });
    expect(await approvePersona(w.deps, actorOf(admin, 'ispadmin'), { persona_id })).toMatchObject({
      error: { kind: 'conflict', code: 'PERSONA.NOT_PENDING' },
    });
  });

  it('feeds the loan persona of spec §6 from the first approved persona', async () => {
    expect(await loanPersonaOf(w.deps, asha.id)).toBeNull();
    await onboard(asha, 'pt-due-diligence');
    await onboard(asha, 'pt-investor');
    const [dd, investor] = (await walletOf(asha)).personas;
    await approvePersona(w.deps, actorOf(admin, 'ispadmin'), { persona_id: investor!.id });
    expect(await loanPersonaOf(w.deps, asha.id)).toBe('investor');
    await approvePersona(w.deps, actorOf(admin, 'ispadmin'), { persona_id: dd!.id });
    expect(await loanPersonaOf(w.deps, asha.id)).toBe('due_diligence');
    const flag = (default_user: boolean) =>
      setUserRouteSettings(w.deps, actorOf(admin, 'ispadmin'), { user_id: asha.id, default_user });
    expect(await flag(true)).toMatchObject({ ok: true });
    expect(await loanPersonaOf(w.deps, asha.id)).toBe('lender');
    expect(await flag(false)).toMatchObject({ ok: true });
    expect(await loanPersonaOf(w.deps, asha.id)).toBe('due_diligence');
  });

  it('lets a rejected persona be applied for again', async () => {
    await onboard(asha, 'pt-lender');
    const [lender] = (await walletOf(asha)).personas;
    expect(await rejectPersona(w.deps, actorOf(admin, 'ispadmin'), { persona_id: lender!.id })).toEqual({
      ok: true,
      value: { message: 'Persona has been rejected' },
    });
    expect((await walletOf(asha)).personasToOnboard.map((t) => t.id)).toContain('pt-lender');
    expect(await onboard(asha, 'pt-lender')).toMatchObject({
      ok: true,
      value: { persona: { id: lender!.id, status: 'pending', decidedBy: null } },
    });
  });
});
