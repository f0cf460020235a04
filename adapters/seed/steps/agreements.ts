/**
 * Credentials and contracts, each taken through its life cycle by the parties themselves:
 * the holder requests, the issuer reviews and issues, the holder shares and the requester
 * reviews; the creator drafts and submits a contract, the counterparty agrees, the creator sends
 * it for signing and signs first (fixtures/demo/credentials.ts, contracts.ts).
 */

import type { AccountActor } from '../../../core/accounts/account-deps';
import { actOnContract } from '../../../core/accounts/agreements/contract-actions';
import { createContract } from '../../../core/accounts/agreements/contract-drafts';
import { actOnCredential, requestCredential } from '../../../core/accounts/credentials/issuance';
import { actOnShare, requestShare, shareCredential } from '../../../core/accounts/credentials/sharing';
import { type ContractProgress, DEMO_CONTRACTS } from '../../../fixtures/demo/contracts';
import { DEMO_CREDENTIALS, type DemoCredential } from '../../../fixtures/demo/credentials';
import { days, hours } from '../../../fixtures/demo/timeline';
import { type Cast, castOf, personal } from '../cast';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';

async function credential(stage: Stage, cast: Cast, c: DemoCredential): Promise<number> {
  const [holder, issuer] = [personal(cast[c.holder]), personal(cast[c.issuer])];
  const entity_attributes = Object.entries(c.attributes).map(([attr_name, uservalue]) => ({
    attr_name,
    uservalue,
  }));
  const requested = must(
    `requesting ${c.type}`,
    await requestCredential(stage.accounts, holder, {
      issuer_id: issuer.userId,
      credential_type: { name: c.type, entity_attributes },
    }),
  );
  const credential_id = requested.credential.id;
  const act = async (action: 'review' | 'issue') =>
    must(`${action} of ${c.type}`, await actOnCredential(stage.accounts, issuer, { credential_id, action }));
  if (c.reaches !== 'requested') await act('review');
  if (c.reaches === 'issued') await act('issue');
  let shares = 0;
  if (c.sharedWith) {
    const requester = personal(cast[c.sharedWith]);
    const shared = must(
      `sharing ${c.type}`,
      await shareCredential(stage.accounts, holder, { credential_id, requester_id: requester.userId }),
    );
    must(
      `reviewing ${c.type}`,
      await actOnShare(stage.accounts, requester, { share_id: shared.share.id, action: 'review' }),
    );
    shares += 1;
  }
  if (c.requestedBy) {
    const requester = personal(cast[c.requestedBy]);
    must(
      `asking for ${c.type}`,
      await requestShare(stage.accounts, requester, { holder_id: holder.userId, credential_type: c.type }),
    );
    shares += 1;
  }
  return shares;
}

const CONTRACT_STEPS: readonly {
  by: 'creator' | 'counterparty';
  action: string;
  reached: ContractProgress;
}[] = [
  { by: 'creator', action: 'submit', reached: 'pending' },
  { by: 'counterparty', action: 'APPROVED', reached: 'agreed' },
  { by: 'creator', action: 'send_for_signing', reached: 'half_signed' },
  { by: 'creator', action: 'sign', reached: 'half_signed' },
];
const ORDER: readonly ContractProgress[] = ['draft', 'pending', 'agreed', 'half_signed'];

export const agreementsStep: SeedStep = {
  name: 'credentials and contracts',
  async done(stage) {
    const { lender } = await castOf(stage);
    return (await stage.accounts.uow.run((s) => s.credentials.listForParty(lender.id))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    let credentialShares = 0;
    for (const [i, c] of DEMO_CREDENTIALS.entries()) {
      stage.at(days(-35) + hours(i * 5));
      credentialShares += await credential(stage, cast, c);
    }
    for (const [i, contract] of DEMO_CONTRACTS.entries()) {
      stage.at(days(-14) + hours(i * 5));
      const parties: Record<'creator' | 'counterparty', AccountActor> = {
        creator: personal(cast[contract.creator]),
        counterparty: personal(cast[contract.counterparty]),
      };
      const form = { ...contract.form, counterparty_id: parties.counterparty.userId };
      const { contract: created } = must(
        `drafting "${contract.form.title}"`,
        await createContract(stage.accounts, parties.creator, form),
      );
      for (const [j, next] of CONTRACT_STEPS.entries()) {
        if (ORDER.indexOf(next.reached) > ORDER.indexOf(contract.reaches)) break;
        stage.at(days(-13 + j) + hours(i * 5));
        const input = { contract_id: created.id, action: next.action };
        must(
          `${next.action} of "${contract.form.title}"`,
          await actOnContract(stage.accounts, parties[next.by], input),
        );
      }
    }
    return { credentials: DEMO_CREDENTIALS.length, credentialShares, contracts: DEMO_CONTRACTS.length };
  },
};
