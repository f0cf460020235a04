/** A tenant's landing shows a card for each feature it switched on, leading to a real page of the build. */
import { describe, expect, it } from 'vitest';
import { featureCards } from './landing-features';

const AGRIFIELDS = {
  loanTrading: true,
  smartHire: true,
  supplyChain: true,
  rewards: true,
  marketplace: false,
};

describe('landing feature cards', () => {
  it('shows Agrifields’ four switched-on features in order, each with its page', () => {
    expect(featureCards(AGRIFIELDS, 'us').map((c) => [c.title, c.to])).toEqual([
      ['Loan trading', '/dashboard/loanPool'],
      ['SmartHire', '/smarthire'],
      ['Supply chain', '/supplychain'],
      ['Rewards', '/dashboard/wallet/rewards'],
    ]);
  });

  it('leaves out features switched off, unknown or without a page in the build', () => {
    expect(featureCards({ marketplace: true, teleport: true }, 'us')).toEqual([]);
    expect(featureCards({ marketplace: true }, 'commerce').map((c) => c.to)).toEqual(['/market']);
    expect(featureCards({}, 'commerce')).toEqual([]);
  });
});
