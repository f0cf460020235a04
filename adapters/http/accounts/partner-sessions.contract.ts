import { describe, it } from 'vitest';
import { AUTH_TEXT } from '../../../core/auth/auth.errors';
import { resolveContext } from '../../../core/auth/context';
import { startSession } from '../../../core/auth/session-tokens';
import type { Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, type Fixture, useAccounts } from './testing/suite-kit';

/** A session of `person` as a partner's code exchange makes it (in the partner's ecosystem). */
async function partnerSessionOf(t: Fixture, person: Caller): Promise<Caller> {
  const tokens = await t.world.auth.uow.run(async (s) => {
    const context = await resolveContext(s, person.user, { isBusiness: false });
    if (!context.ok) throw new Error(context.error.code);
    return startSession(t.world.auth, s, {
      userId: person.user.id,
      ...context.value,
      partnerEcosystemId: 'eco-partner',
    });
  });
  return { ...person, token: tokens.accessToken, xsrf: tokens.xsrfToken };
}

/** A partner holding a person's session reads the account but changes nothing of it. */
export function describePartnerSessions(name: string, make: MakeAccountsWorld): void {
  describe(`a partner's session on the account routes (${name})`, () => {
    const t = useAccounts(make);

    it('reads the profile but cannot change it, its addresses or its contact details', async () => {
      const person = await t.api.person();
      const partner = await partnerSessionOf(t, person);
      await expectOk(await t.api.get('/users/me', partner));
      for (const res of [
        await t.api.put('/users', { firstname: 'Mallory' }, partner),
        await t.api.post('/users/contact/otp', { email: 'mallory@evil.example' }, partner),
        await t.api.post(
          '/users/address',
          { line1: '1 Main Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001' },
          partner,
        ),
        await t.api.post('/businesses', { business_name: 'Mallory Ltd' }, partner),
      ])
        await expectRefusal(res, 403, AUTH_TEXT.partnerSession);
      // The person's own session still may.
      await expectOk(await t.api.put('/users', { firstname: 'Asha' }, person), 200, 'Updated Successfully');
    });
  });
}
