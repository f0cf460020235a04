import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { viewProfile } from './profile';

describe('profile view', () => {
  let w: AccountsWorld;
  let asha: User;
  beforeEach(async () => {
    w = accountsWorld();
    asha = await w.addUser({ email: 'asha@example.test', passwordHash: 'scrypt$secret' });
  });

  it('shows the caller’s own profile without secrets', async () => {
    const view = await viewProfile(w.deps, actorOf(asha));
    expect(view).toMatchObject({
      ok: true,
      value: { id: asha.id, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.test' },
    });
    expect(view.ok && 'passwordHash' in view.value).toBe(false);
    expect(view.ok && 'emailVerifiedAt' in view.value).toBe(false);
  });

  it('answers not found for an account that does not exist', async () => {
    expect(await viewProfile(w.deps, actorOf({ id: 'ghost' }))).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });
});
