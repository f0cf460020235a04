/**
 * Wallets and personas (spec §3 Wallet, Persona; §6 loan personas): every demo account opens
 * its wallet and onboards its persona; the platform admin approves the trading personas through
 * the admin's use case, which also earns the consumer's referral rewards for the people it
 * vetted; the admin then pays one of them out. The business admin's Seller persona stays
 * pending, so the admin console has something to decide.
 */
import { decideReward } from '../../../core/accounts/rewards/rewards';
import { onboardPersona } from '../../../core/accounts/wallets/onboard-persona';
import { approvePersona } from '../../../core/accounts/wallets/persona-approvals';
import { walletDetails } from '../../../core/accounts/wallets/wallets';
import { DEMO_KEYS, DEMO_PEOPLE } from '../../../fixtures/demo/people';
import { days, hours } from '../../../fixtures/demo/timeline';
import { castOf, personal } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

export const personasStep: SeedStep = {
  name: 'wallets and personas',
  async done(stage) {
    const { lender } = await castOf(stage);
    // Wallets open with the accounts (people step); this step's mark is the lender's persona.
    return stage.accounts.uow.run(async (s) => {
      const wallet = await s.wallets.findByOwner(lender.id);
      return wallet !== null && (await s.wallets.personasOf(wallet.id)).length > 0;
    });
  },

  async run(stage) {
    const cast = await castOf(stage);
    const admin = personal(cast.admin);
    const toApprove: string[] = [];
    let personas = 0;
    for (const [i, key] of DEMO_KEYS.entries()) {
      const person = DEMO_PEOPLE[key];
      const actor = personal(cast[key]);
      stage.at(days(-59) + hours(i));
      const { wallet } = must(`the wallet of ${person.email}`, await walletDetails(stage.accounts, actor));
      if (!person.personaTypeId) continue;
      const { persona } = must(
        `onboarding ${person.email} as ${person.personaTypeId}`,
        await onboardPersona(stage.accounts, actor, {
          wallet_id: wallet.id,
          persona_id: person.personaTypeId,
        }),
      );
      personas += 1;
      if (persona.status === 'pending' && person.approved) toApprove.push(persona.id);
    }

    stage.at(days(-58));
    for (const personaId of toApprove) {
      must(
        'approving a demo persona',
        await approvePersona(stage.accounts, admin, { persona_id: personaId }),
      );
    }

    // The admin pays out the reward the second investor's approval earned for the consumer.
    stage.at(days(-45));
    const reward = await stage.accounts.uow.run((s) => s.rewards.findReferral(cast.investor2.id));
    if (!reward) throw new Error('demo seed: the consumer has no reward for referring the second investor');
    must(
      'paying the referral reward',
      await decideReward(stage.accounts, admin, { reward_id: reward.id, status: 'Paid' }),
    );
    return { wallets: DEMO_KEYS.length, personas };
  },
};
