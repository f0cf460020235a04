/**
 * /paza: Paza, the platform's rewards (spec §1 rewards, §3 reward statuses and colours: Eligible
 * orange, Earned green, Paid blue, Rejected and Cancelled red — drawn by core's rewardStatusColour).
 */
import type { InfoContent } from './types';

export const PAZA: InfoContent = {
  meta: {
    title: 'Paza rewards',
    description:
      'Paza, the ISPz rewards programme: earn credits for referrals and trades, and follow each reward from Eligible to Paid.',
  },
  hero: {
    eyebrow: 'Paza rewards',
    title: 'Rewards for growing the marketplace',
    lead: 'Paza gives credits to members who bring others to the platform and trade with them. Credits land in your wallet and spend like money on the marketplace.',
    illustration: 'wallet',
    actions: [
      { label: 'Join and get your code', to: '/signup', kind: 'primary' },
      { label: 'My Rewards', to: '/dashboard/wallet/rewards', kind: 'secondary' },
    ],
  },
  sections: [
    {
      heading: 'How you earn',
      steps: [
        {
          title: 'Share your code',
          text: 'Every account has a referral code. Share it with a friend or a business.',
        },
        { title: 'They join', text: 'They enter your code when they sign up or register their business.' },
        { title: 'They trade', text: 'When they complete their first trade, your reward becomes due.' },
      ],
    },
  ],
};

/** A reward's status as Paza shows it and what it means (its colour is core's rule). */
export interface RewardStage {
  readonly status: 'Eligible' | 'Earned' | 'Paid' | 'Rejected' | 'Cancelled';
  readonly text: string;
}

export const REWARD_STAGES: { readonly heading: string; readonly stages: readonly RewardStage[] } = {
  heading: 'Where your reward stands',
  stages: [
    {
      status: 'Eligible',

      text: 'Your referral has joined; the reward waits for their first trade.',
    },
    { status: 'Earned', text: 'The trade is complete and the reward is yours.' },
    { status: 'Paid', text: 'The credits are in your wallet.' },
    { status: 'Rejected', text: 'The referral did not meet the programme’s rules.' },
    { status: 'Cancelled', text: 'The trade behind it was cancelled or returned.' },
  ],
};
