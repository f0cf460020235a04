import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../route-config/testing/accounts-world';
import type { User } from '../user';
import { updateProfile, viewProfile } from './profile';

describe('profile', () => {
  let w: AccountsWorld;
  let asha: User;
  let ravi: User;
  beforeEach(async () => {
    w = accountsWorld();
    asha = await w.addUser({ email: 'asha@example.test' });
    ravi = await w.addUser({
      email: 'ravi@example.test',
      mobile: { countryCode: '+91', number: '9123456789' },
    });
  });

  it('updates first and last name, email and mobile with "Updated Successfully"', async () => {
    const r = await updateProfile(w.deps, actorOf(asha), {
      firstname: 'Asha Devi',
      lastname: 'Nair',
      email: ' Asha.Nair@Example.TEST ',
      mobile: '8123456789',
      countryCode: '+1',
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Updated Successfully',
        profile: {
          firstName: 'Asha Devi',
          lastName: 'Nair',
          email: 'asha.nair@example.test',
          mobile: { countryCode: '+1', number: '8123456789' },
        },
      },
    });
    expect(await w.read().profiles.findById(asha.id)).toMatchObject({
      firstName: 'Asha Devi',
      email: 'asha.nair@example.test',
    });
  });

  it('changes only the fields sent, and shows the profile without secrets', async () => {
    await updateProfile(w.deps, actorOf(asha), { lastname: 'Menon' });
    const view = await viewProfile(w.deps, actorOf(asha));
    expect(view).toMatchObject({
      ok: true,
      value: { firstName: 'Asha', lastName: 'Menon', email: 'asha@example.test' },
    });
    expect(view.ok && 'passwordHash' in view.value).toBe(false);
  });

  it('refuses the §5 field errors with their messages', async () => {
    const refused = (input: object) => updateProfile(w.deps, actorOf(asha), input);
    expect(await refused({ firstname: '' })).toMatchObject({
      error: { kind: 'invalid', message: 'First name is required' },
    });
    expect(await refused({ firstname: 'R2D2' })).toMatchObject({
      error: { message: 'Please enter a valid first name' },
    });
    expect(await refused({ lastname: 'O’Brien' })).toMatchObject({
      error: { message: 'Please enter a valid last name' },
    });
    expect(await refused({ email: 'not-an-email' })).toMatchObject({
      error: { message: 'Please enter a valid Email' },
    });
    expect(await refused({ mobile: '5123456789' })).toMatchObject({
      error: { message: 'Please enter a valid Indian / US mobile number' },
    });
    expect(await refused({})).toMatchObject({ error: { code: 'PROFILE.NOTHING_TO_UPDATE' } });
  });

  it('refuses an email or mobile number another account uses, changing nothing', async () => {
    expect(
      await updateProfile(w.deps, actorOf(asha), { firstname: 'Zed', email: 'RAVI@example.test' }),
    ).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'PROFILE.EMAIL_TAKEN' } });
    expect(await updateProfile(w.deps, actorOf(asha), { mobile: '9123456789' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'PROFILE.MOBILE_TAKEN' },
    });
    expect(await w.read().profiles.findById(asha.id)).toMatchObject({
      firstName: 'Asha',
      email: 'asha@example.test',
    });
  });

  it('only ever touches the caller’s own profile', async () => {
    await updateProfile(w.deps, actorOf(asha), { firstname: 'Changed' });
    expect(await w.read().profiles.findById(ravi.id)).toMatchObject({
      firstName: 'Asha',
      email: 'ravi@example.test',
    });
    expect(await viewProfile(w.deps, actorOf({ id: 'ghost' }))).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });
});
