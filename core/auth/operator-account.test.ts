import { describe, expect, it } from 'vitest';
import { accountsWorld } from '../accounts/testing/accounts-world';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { createOperatorAccount, type OperatorAccountInput } from './operator-account';

const LENA: OperatorAccountInput = {
  email: 'Lena@Bank.test',
  passwordHash: 'hashed:Lend@2026!',
  firstName: 'Lena',
  lastName: 'Park',
  mobile: null,
  persona: 'lender',
  operator: false,
};

function world() {
  const w = accountsWorld();
  const deps = { auth: w.auth, accounts: w.deps };
  const make = (input: Partial<OperatorAccountInput> = {}, actor = SYSTEM_ACTOR) =>
    createOperatorAccount(deps, actor, { ...LENA, ...input });
  const personasOf = async (userId: string) => {
    const wallet = await w.read().wallets.findByOwner(userId);
    return wallet ? w.read().wallets.personasOf(wallet.id) : null;
  };
  return { ...w, make, personasOf };
}

describe('an account the operator makes', () => {
  it('is a consumer with a wallet and an approved loan persona, under the lower-cased email', async () => {
    const w = world();
    const made = await w.make();
    if (!made.ok) throw new Error(made.error.code);
    expect(made.value).toMatchObject({
      email: 'lena@bank.test',
      role: 'consumer',
      passwordHash: LENA.passwordHash,
    });
    expect(await w.personasOf(made.value.id)).toEqual([
      expect.objectContaining({
        personaTypeId: 'pt-lender',
        status: 'approved',
        decidedBy: SYSTEM_ACTOR.userId,
      }),
    ]);
  });

  it('is a platform operator (role ispadmin) with a wallet and no persona when asked', async () => {
    const w = world();
    const made = await w.make({ persona: null, operator: true });
    if (!made.ok) throw new Error(made.error.code);
    expect(made.value.role).toBe('ispadmin');
    expect(await w.personasOf(made.value.id)).toEqual([]);
  });

  it('is refused to anyone but the platform admin, and nothing is written', async () => {
    const w = world();
    const made = await w.make({}, { ...SYSTEM_ACTOR, userId: 'user-9', role: 'consumer' });
    expect(made.ok ? made.value : made.error.kind).toBe('forbidden');
    expect(await w.read().users.findByEmail('lena@bank.test')).toBeNull();
  });

  it('is refused when the email already has an account, and the first account keeps its persona alone', async () => {
    const w = world();
    const first = await w.make();
    const again = await w.make({ email: 'lena@bank.test', persona: 'investor' });
    expect(again.ok ? again.value : again.error.code).toBe('AUTH.ACCOUNT_EXISTS');
    if (!first.ok) throw new Error(first.error.code);
    expect((await w.personasOf(first.value.id))?.map((p) => p.personaTypeId)).toEqual(['pt-lender']);
  });

  it('is refused as an operator with a loan persona', async () => {
    const w = world();
    const made = await w.make({ operator: true });
    expect(made.ok ? made.value : made.error.kind).toBe('invalid');
    expect(await w.read().users.findByEmail('lena@bank.test')).toBeNull();
  });
});
