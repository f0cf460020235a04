/**
 * The Agrifields tenant and the demo's accounts. Neither has a use case that could create it
 * here: tenants are operator data, and sign-up asks for an OTP and hashes the password per
 * account, while the demo needs a known password hashed once. So users go in through the
 * user store with one hash of `DEMO_PASSWORD`; what follows a sign-up — the referrer's reward —
 * goes through its use case.
 */
import { rewardReferralSignup } from '../../../core/accounts/rewards/referral-rewards';
import type { User } from '../../../core/accounts/user';
import { openingWallet } from '../../../core/accounts/wallets/wallet';
import { DEMO_KEYS, DEMO_PEOPLE, type DemoKey } from '../../../fixtures/demo/people';
import { AGRIFIELDS_TENANT } from '../../../fixtures/demo/tenant';
import { days, hours } from '../../../fixtures/demo/timeline';
import { insertTenant } from '../../db/accounts/lookup-admin';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';

/** Referrers before the people they referred, so a referral names an existing account. */
const SIGN_UP_ORDER: readonly DemoKey[] = [...DEMO_KEYS].sort(
  (a, b) => Number(DEMO_PEOPLE[a].referredBy !== null) - Number(DEMO_PEOPLE[b].referredBy !== null),
);

async function addTenant(stage: Stage): Promise<number> {
  if (await insertTenant(stage.handle, AGRIFIELDS_TENANT)) return 1;
  const [host] = AGRIFIELDS_TENANT.hostnames;
  const existing = await stage.auth.run((s) => s.tenants.findByHostname(host!));
  if (existing?.id === AGRIFIELDS_TENANT.id) return 0;
  throw new Error(`demo seed: the Agrifields hostnames are taken by tenant ${existing?.id ?? '?'}`);
}

export const peopleStep: SeedStep = {
  name: 'tenant and accounts',
  done: (stage) =>
    stage.auth.run(async (s) => (await s.users.findByEmail(DEMO_PEOPLE.lender.email)) !== null),

  async run(stage, { passwordHash }) {
    const tenants = await addTenant(stage);
    const ids = new Map<DemoKey, string>();
    let rewards = 0;
    for (const [i, key] of SIGN_UP_ORDER.entries()) {
      const p = DEMO_PEOPLE[key];
      stage.at(days(-60) + hours(i));
      const referredBy = p.referredBy ? ids.get(p.referredBy)! : null;
      const user: User = {
        id: stage.trading.ids.next(),
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        mobile: p.mobile,
        passwordHash,
        role: p.role ?? 'consumer',
        registeredAs: p.registeredAs ?? 'personal',
        referralCode: p.referralCode,
        referredBy,
        ecosystemId: null,
        personaId: null,
        wallet: null,
        adultConfirmedAt: null,
        createdAt: stage.trading.clock.now().toISOString(),
        // The demo's addresses are the operator's own: every one counts as proven from the start.
        emailVerifiedAt: stage.trading.clock.now().toISOString(),
        mobileVerifiedAt: p.mobile ? stage.trading.clock.now().toISOString() : null,
      };
      const opened = await stage.auth.run(
        async (s) =>
          (await s.users.insert(user)) &&
          (await s.wallets.insert(openingWallet(user, `wallet-${user.id}`, user.createdAt))),
      );
      if (!opened) {
        throw new Error(`demo seed: ${p.email}, its mobile number or referral code is already taken`);
      }
      ids.set(key, user.id);
      if (referredBy) {
        const reward = must(
          `the referral reward of ${p.email}`,
          await rewardReferralSignup(stage.accounts, { userId: user.id }),
        );
        if (reward) rewards += 1;
      }
    }
    return { tenants, users: ids.size, rewards };
  },
};
