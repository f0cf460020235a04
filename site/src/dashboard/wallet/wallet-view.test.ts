import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_STATUSES } from '../../../../core/accounts/rewards/reward';
import {
  type CredentialDto,
  credentialRows,
  creditRows,
  personaRows,
  type RewardDto,
  referralSummary,
  rewardRows,
  type ShareDto,
  shareableFor,
  shareRows,
} from './wallet-view';

const credential = (over: Partial<CredentialDto> = {}): CredentialDto => ({
  _id: 'c1',
  holder_id: 'holder',
  issuer_id: 'issuer',
  status: 'issued',
  credential_type: {
    name: 'Lender Licence',
    entity_attributes: [
      { attr_name: 'Licence Number', uservalue: 'NMLS-1' },
      { attr_name: 'State', uservalue: 'California' },
    ],
  },
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-06T10:00:00Z',
  ...over,
});

const share = (over: Partial<ShareDto> = {}): ShareDto => ({
  _id: 's1',
  holder_id: 'holder',
  requester_id: 'requester',
  status: 'requested',
  credential_type: { name: 'Lender Licence' },
  credential: null,
  updatedAt: '2026-01-06T10:00:00Z',
  ...over,
});

const reward = (status: string, credits = 100, referred = `u-${status}`): RewardDto => ({
  _id: `r-${status}-${referred}`,
  kind: 'referral',
  referred_user_id: referred,
  credits,
  status,
  colour: 'ignored',
  createdAt: '2026-02-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
});

const actionNames = (row: { actions: readonly { kind: string; action?: string }[] }) =>
  row.actions.map((a) => a.action ?? a.kind);

describe('persona rows', () => {
  it('show the type name, the status word with its colour and the onboarding date', () => {
    expect(
      personaRows([
        {
          _id: 'p1',
          wallet_id: 'w',
          persona_id: 'pt-lender',
          status: 'pending',
          persona_type: { entity_type_name: 'Lender' },
          isUbargain: false,
          onboardedAt: '2026-03-02T09:00:00Z',
          decidedAt: null,
        },
      ]),
    ).toEqual([
      { id: 'p1', name: 'Lender', status: { text: 'Pending', colour: 'amber' }, onboarded: 'Mar 2nd, 2026' },
    ]);
  });
});

describe('credential rows', () => {
  it('list the attributes by name and value, and name the other party', () => {
    const [held] = credentialRows([credential()], 'holder');
    expect(held?.attributes).toEqual([
      { name: 'Licence Number', value: 'NMLS-1' },
      { name: 'State', value: 'California' },
    ]);
    expect(held?.counterparty).toBe('issuer');
    expect(credentialRows([credential()], 'issuer')[0]?.counterparty).toBe('holder');
  });

  it('offer the issuer review, issue and reject of a request, and the holder its cancel', () => {
    expect(actionNames(credentialRows([credential({ status: 'requested' })], 'issuer')[0]!)).toEqual([
      'review',
      'issue',
      'reject',
    ]);
    expect(actionNames(credentialRows([credential({ status: 'in_review' })], 'issuer')[0]!)).toEqual([
      'issue',
      'reject',
    ]);
    expect(actionNames(credentialRows([credential({ status: 'requested' })], 'holder')[0]!)).toEqual([
      'cancel',
    ]);
  });

  it('let the holder share only an issued credential, and nobody act on a closed one', () => {
    expect(actionNames(credentialRows([credential()], 'holder')[0]!)).toEqual(['share-with']);
    expect(actionNames(credentialRows([credential()], 'issuer')[0]!)).toEqual([]);
    for (const status of ['rejected', 'cancelled'] as const)
      for (const as of ['holder', 'issuer'] as const)
        expect(credentialRows([credential({ status })], as)[0]?.actions).toEqual([]);
  });
});

describe('share rows', () => {
  it('let the holder answer or decline a request, and the requester cancel it', () => {
    expect(actionNames(shareRows([share()], 'holder')[0]!)).toEqual(['answer', 'reject']);
    expect(actionNames(shareRows([share()], 'requester')[0]!)).toEqual(['cancel']);
  });

  it('let the requester review, approve or reject what was shared, with its attributes', () => {
    const shared = share({ status: 'shared', credential: credential() });
    const [row] = shareRows([shared], 'requester');
    expect(actionNames(row!)).toEqual(['review', 'approve', 'reject']);
    expect(row?.attributes?.[0]).toEqual({ name: 'Licence Number', value: 'NMLS-1' });
    expect(row?.counterparty).toBe('holder');
    expect(row?.status).toEqual({ text: 'Shared', colour: 'blue' });
    expect(shareRows([shared], 'holder')[0]?.actions).toEqual([]);
  });

  it('hide the attributes while the holder has not shared', () => {
    expect(shareRows([share()], 'requester')[0]?.attributes).toBeNull();
  });

  it('answer a request only with an issued credential of the asked type', () => {
    const held = [
      credential({ _id: 'a' }),
      credential({ _id: 'b', status: 'in_review' }),
      credential({ _id: 'c', credential_type: { name: 'KYC', entity_attributes: [] } }),
    ];
    expect(shareableFor(held, 'Lender Licence').map((c) => c._id)).toEqual(['a']);
  });
});

describe('reward rows and the referral summary', () => {
  it('colour each status by core’s rule, always with the word', () => {
    const rows = rewardRows(
      ['Eligible', 'Earned', 'Paid', 'Rejected', 'Cancelled', 'Held'].map((s) => reward(s)),
    );
    expect(rows.map((r) => [r.status.text, r.status.colour])).toEqual([
      ['Eligible', 'orange'],
      ['Earned', 'green'],
      ['Paid', 'blue'],
      ['Rejected', 'red'],
      ['Cancelled', 'red'],
      ['Held', 'black'],
    ]);
    expect(rewardRows([reward('Paid', 12500)])[0]?.credits).toBe('12,500');
  });

  it('count the people referred and add up the credits of each status', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...REWARD_STATUSES),
            credits: fc.integer({ min: 1, max: 10_000 }),
            referred: fc.constantFrom('a', 'b', 'c', 'd'),
          }),
        ),
        (list) => {
          const rewards = list.map((r, i) => ({
            ...reward(r.status, r.credits, r.referred),
            _id: String(i),
          }));
          const summary = referralSummary(rewards);
          expect(summary.referred).toBe(new Set(list.map((r) => r.referred)).size);
          const total = Object.values(summary.credits).reduce((a, b) => a + b, 0);
          expect(total).toBe(list.reduce((a, r) => a + r.credits, 0));
          for (const s of REWARD_STATUSES)
            expect(summary.credits[s]).toBe(
              list.filter((r) => r.status === s).reduce((a, r) => a + r.credits, 0),
            );
        },
      ),
    );
  });
});

describe('credit rows', () => {
  it('show a payout with its sign and separators', () => {
    expect(
      creditRows([
        { _id: 't', credits: 1500, kind: 'reward_payout', reward_id: 'r', createdAt: '2026-02-03T00:00:00Z' },
      ]),
    ).toEqual([{ id: 't', date: 'Feb 3rd, 2026', credits: '+1,500', reward: 'r' }]);
  });
});
