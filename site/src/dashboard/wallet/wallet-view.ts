/**
 * The wallet pages' view models: the API's answers (spec §3 wallet_details, Persona, Credential,
 * rewards) turned into table rows — a status word with its colour, and the actions the caller
 * may take. Which action a party may take from which status is core's (`CREDENTIAL_RULES`,
 * `SHARE_RULES`); the reward colours are core's (`rewardStatusColour`). The persona and
 * credential status words and colours are ours: the spec names the statuses only.
 */
import {
  CREDENTIAL_RULES,
  type CredentialAction,
  nextStatus,
  SHARE_RULES,
  type ShareAction,
} from '../../../../core/accounts/credentials/credential-machine';
import { REWARD_STATUSES, type RewardStatus } from '../../../../core/accounts/rewards/reward';
import type { StatusColour } from '../../../../core/format/colours';
import { formatDate } from '../../../../core/format/dates';
import { formatThousands } from '../../../../core/format/numbers';
import { rewardStatusColour } from '../../../../core/format/status-colours';
import type { components } from '../../../../widgets/api';

type Schemas = components['schemas'];
export type PersonaDto = Schemas['Persona'];
export type CredentialDto = Schemas['Credential'];
/** A share as GET /personas/shares answers it (the shared credential only where the caller may see it). */
export interface ShareDto {
  readonly _id: string;
  readonly holder_id: string;
  readonly requester_id: string;
  readonly status: Schemas['CredentialShare']['status'];
  readonly credential_type: { readonly name: string };
  readonly credential: CredentialDto | null;
  readonly updatedAt: string;
}
export type RewardDto = Schemas['Reward'];

/** A status as a badge draws it: the word and its colour. */
export interface StatusView {
  readonly text: string;
  readonly colour: StatusColour;
}

const PERSONA_STATUS: Readonly<Record<PersonaDto['status'], StatusView>> = {
  pending: { text: 'Pending', colour: 'amber' },
  approved: { text: 'Approved', colour: 'green' },
  rejected: { text: 'Rejected', colour: 'red' },
};

const CREDENTIAL_STATUS: Readonly<Record<CredentialDto['status'], StatusView>> = {
  requested: { text: 'Requested', colour: 'amber' },
  in_review: { text: 'In review', colour: 'blue' },
  issued: { text: 'Issued', colour: 'green' },
  rejected: { text: 'Rejected', colour: 'red' },
  cancelled: { text: 'Cancelled', colour: 'grey' },
};

const SHARE_STATUS: Readonly<Record<ShareDto['status'], StatusView>> = {
  requested: { text: 'Requested', colour: 'amber' },
  shared: { text: 'Shared', colour: 'blue' },
  in_review: { text: 'In review', colour: 'blue' },
  approved: { text: 'Approved', colour: 'green' },
  rejected: { text: 'Rejected', colour: 'red' },
  cancelled: { text: 'Cancelled', colour: 'grey' },
};

export const personaStatus = (s: PersonaDto['status']): StatusView => PERSONA_STATUS[s];
export const credentialStatus = (s: CredentialDto['status']): StatusView => CREDENTIAL_STATUS[s];
export const shareStatus = (s: ShareDto['status']): StatusView => SHARE_STATUS[s];

/** One persona of the wallet, as its table shows it. */
export interface PersonaRow {
  readonly id: string;
  readonly name: string;
  readonly status: StatusView;
  readonly onboarded: string;
}

export function personaRows(personas: readonly PersonaDto[]): PersonaRow[] {
  return personas.map((p) => ({
    id: p._id,
    name: p.persona_type.entity_type_name,
    status: personaStatus(p.status),
    onboarded: formatDate(p.onboardedAt),
  }));
}

/** What a row's buttons do: a credential action, a share action, or a share of a held credential. */
export type RowAction =
  | { readonly kind: 'credential'; readonly action: CredentialAction }
  | { readonly kind: 'share'; readonly action: Exclude<ShareAction, 'share'> }
  | { readonly kind: 'answer' }
  | { readonly kind: 'share-with' };

/** One credential or share, as the credentials tables show it. */
export interface CredentialRow {
  readonly id: string;
  readonly type: string;
  /** The other party's account id. */
  readonly counterparty: string;
  readonly status: StatusView;
  readonly updated: string;
  /** spec §3 entity_attributes, when the caller may see them. */
  readonly attributes: readonly { readonly name: string; readonly value: string }[] | null;
  readonly actions: readonly RowAction[];
}

const attributesOf = (c: CredentialDto | null | undefined) =>
  c ? c.credential_type.entity_attributes.map((a) => ({ name: a.attr_name, value: a.uservalue })) : null;

const CREDENTIAL_ACTIONS: readonly CredentialAction[] = ['review', 'issue', 'reject', 'cancel'];
const SHARE_ACTIONS: readonly Exclude<ShareAction, 'share'>[] = ['review', 'approve', 'reject', 'cancel'];

/**
 * Credentials the caller holds (`as: 'holder'`, the issuer is the other party) or is asked to
 * issue (`as: 'issuer'`). A holder may share an issued credential with anyone.
 */
export function credentialRows(list: readonly CredentialDto[], as: 'holder' | 'issuer'): CredentialRow[] {
  return list.map((c) => {
    const actions: RowAction[] = CREDENTIAL_ACTIONS.filter(
      (action) => nextStatus(CREDENTIAL_RULES, c.status, action, as) !== null,
    ).map((action) => ({ kind: 'credential', action }));
    if (as === 'holder' && c.status === 'issued') actions.push({ kind: 'share-with' });
    return {
      id: c._id,
      type: c.credential_type.name,
      counterparty: as === 'holder' ? c.issuer_id : c.holder_id,
      status: credentialStatus(c.status),
      updated: formatDate(c.updatedAt),
      attributes: attributesOf(c),
      actions,
    };
  });
}

/**
 * Shares where the caller is the holder (`as: 'holder'`: requests for their credentials and
 * what they shared) or the requester (`as: 'requester'`: what they asked for and were shared).
 */
export function shareRows(list: readonly ShareDto[], as: 'holder' | 'requester'): CredentialRow[] {
  return list.map((s) => {
    const actions: RowAction[] = SHARE_ACTIONS.filter(
      (action) => nextStatus(SHARE_RULES, s.status, action, as) !== null,
    ).map((action) => ({ kind: 'share', action }));
    if (nextStatus(SHARE_RULES, s.status, 'share', as) !== null) actions.unshift({ kind: 'answer' });
    return {
      id: s._id,
      type: s.credential_type.name,
      counterparty: as === 'holder' ? s.requester_id : s.holder_id,
      status: shareStatus(s.status),
      updated: formatDate(s.updatedAt),
      attributes: attributesOf(s.credential),
      actions,
    };
  });
}

/** The caller's issued credentials of `type`: what may answer a request for that type. */
export function shareableFor(held: readonly CredentialDto[], type: string): CredentialDto[] {
  return held.filter((c) => c.status === 'issued' && c.credential_type.name === type);
}

/** One reward, as the rewards table shows it. */
export interface RewardRow {
  readonly id: string;
  readonly referred: string;
  readonly credits: string;
  readonly status: StatusView;
  readonly date: string;
}

export function rewardRows(rewards: readonly RewardDto[]): RewardRow[] {
  return rewards.map((r) => ({
    id: r._id,
    referred: r.referred_user_id,
    credits: formatThousands(r.credits),
    status: { text: r.status, colour: rewardStatusColour(r.status) },
    date: formatDate(r.createdAt),
  }));
}

/** What the referral programme earned: people referred, and the credits in each status. */
export interface ReferralSummary {
  readonly referred: number;
  readonly credits: Readonly<Record<RewardStatus, number>>;
}

export function referralSummary(rewards: readonly RewardDto[]): ReferralSummary {
  const credits = Object.fromEntries(REWARD_STATUSES.map((s) => [s, 0])) as Record<RewardStatus, number>;
  for (const r of rewards)
    if ((REWARD_STATUSES as readonly string[]).includes(r.status))
      credits[r.status as RewardStatus] += r.credits;
  return { referred: new Set(rewards.map((r) => r.referred_user_id)).size, credits };
}

/** A credit movement, as the credits table shows it. */
export interface CreditRow {
  readonly id: string;
  readonly date: string;
  readonly credits: string;
  readonly reward: string;
}

export function creditRows(transactions: readonly Schemas['CreditTransaction'][]): CreditRow[] {
  return transactions.map((t) => ({
    id: t._id,
    date: formatDate(t.createdAt),
    credits: `${t.credits > 0 ? '+' : ''}${formatThousands(t.credits)}`,
    reward: t.reward_id,
  }));
}
