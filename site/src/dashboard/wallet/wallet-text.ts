/**
 * The wallet pages' words. The toasts are the spec's (§8), from core's catalogue; the headings,
 * labels and explanations are ours.
 */
import type { CredentialAction, ShareAction } from '../../../../core/accounts/credentials/credential-machine';
import { MESSAGES } from '../../../../core/errors/messages';

export const WALLET_TEXT = {
  title: 'Wallet',
  description: 'Your wallet: personas, credentials and credits.',
  lead: 'Your personas on the platform, the credentials you hold and exchange, and your credits.',
  loadFailed: MESSAGES.failedToGetDataTryLater,
  walletHeading: 'Your wallet',
  walletId: 'Wallet ID',
  walletRole: 'Wallet role',
  accountId: 'Your account ID',
  accountIdHint: 'Give this to a person who wants to request or share a credential with you.',

  personasHeading: 'Personas',
  personasTable: 'Personas',
  personaColumn: 'Persona',
  statusColumn: 'Status',
  onboardedColumn: 'Onboarded',
  noPersonas: 'You have no personas yet.',
  onboardHeading: 'Onboard a persona',
  personaField: 'Persona type',
  needsApproval: 'needs approval',
  onboardButton: 'Onboard persona',
  nothingToOnboard: 'You hold every persona the platform offers.',
  onboarded: MESSAGES.personaOnboarded,
  onboardFailed: MESSAGES.personaOnboardFailed,

  credentialsHeading: 'Credentials',
  credentialsIntro:
    'People name each other by account ID. A credential is issued by an issuer; once issued you can share it with anyone who asks.',
  heldTable: 'Credentials you hold',
  issuingTable: 'Credentials asked of you to issue',
  outgoingTable: 'Requests for your credentials',
  incomingTable: 'Credentials you requested from others',
  typeColumn: 'Credential',
  issuerColumn: 'Issuer',
  holderColumn: 'Holder',
  requesterColumn: 'Requester',
  updatedColumn: 'Updated',
  actionsColumn: 'Actions',
  noCredentials: 'There are no credentials here yet.',
  viewAttributes: 'View',
  attributesTitle: (type: string) => `${type} credential`,
  attributesHidden: 'The holder has not shared this credential with you.',
  close: 'Close',

  requestIssueHeading: 'Ask for a credential to be issued',
  requestShareHeading: 'Request a credential from someone',
  issuerField: 'Issuer account ID',
  holderField: 'Holder account ID',
  requesterField: 'Requester account ID',
  typeField: 'Credential type',
  requestButton: 'Request credential',

  shareTitle: (type: string) => `Share your ${type} credential`,
  shareWithDescription: 'The person you share with can review, approve or reject it.',
  answerTitle: (type: string) => `Share a ${type} credential`,
  answerDescription: 'Choose which of your issued credentials to share.',
  credentialField: 'Credential',
  noShareable: (type: string) => `You hold no issued ${type} credential to share.`,
  shareButton: 'Share',

  creditsHeading: 'Credits',
  balance: 'Credit balance',
  creditsTable: 'Credit transactions',
  dateColumn: 'Date',
  creditsColumn: 'Credits',
  rewardColumn: 'Reward',
  noCredits: 'No credits have been paid into your wallet yet.',
  rewardsLink: 'See your rewards',
} as const;

/** The button of each credential action (the holder's cancel withdraws a request). */
export const CREDENTIAL_ACTION_LABELS: Readonly<Record<CredentialAction, string>> = {
  review: 'Review',
  issue: 'Issue',
  reject: 'Reject',
  cancel: 'Cancel request',
};

/** The button of each share action; the holder's reject declines a request. */
export const SHARE_ACTION_LABELS: Readonly<
  Record<Exclude<ShareAction, 'share'>, { requester: string; holder: string }>
> = {
  review: { requester: 'Review', holder: 'Review' },
  approve: { requester: 'Approve', holder: 'Approve' },
  reject: { requester: 'Reject', holder: 'Decline' },
  cancel: { requester: 'Cancel request', holder: 'Cancel request' },
};

export const REWARDS_TEXT = {
  title: 'Rewards',
  description: 'Your referral rewards and what the referral programme earned you.',
  lead: 'Every person who signs up with your referral code earns you credits.',
  referralCode: 'Your referral code',
  summaryHeading: 'What your referrals earned',
  referred: 'People referred',
  creditsIn: (status: string) => `Credits ${status.toLowerCase()}`,
  balance: 'Credits in your wallet',
  table: 'Rewards',
  referredColumn: 'Referred person',
  creditsColumn: 'Credits',
  statusColumn: 'Status',
  dateColumn: 'Date',
  empty: 'You have no rewards yet. Share your referral code to earn some.',
  loadFailed: MESSAGES.failedToGetDataTryLater,
  walletLink: 'Back to your wallet',
} as const;
