/**
 * Refusals of wallets and personas. Every refusal of onboarding carries the spec's toast
 * 'Failed to onboard persona' (§8) with its own code; the other sentences are ours.
 */
import { refusal } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';

export const WALLET_TEXT = {
  walletNotFound: 'Wallet not found',
  personaNotFound: 'Persona not found',
  notPending: 'This persona is not awaiting approval',
  personaRejected: 'Persona has been rejected',
  notPlatformAdmin: 'Only the platform admin can do this',
  accountNotFound: 'Account not found',
} as const;

const e = refusal;

const failed = MESSAGES.personaOnboardFailed;

/** Refusals of the wallet area, by reason. */
export const WalletErrors = {
  walletNotFound: e('not_found', 'WALLET.NOT_FOUND', WALLET_TEXT.walletNotFound),
  accountNotFound: e('not_found', 'WALLET.ACCOUNT_NOT_FOUND', WALLET_TEXT.accountNotFound),
  onboardWalletNotFound: e('not_found', 'PERSONA.WALLET_NOT_FOUND', failed),
  onboardInvalid: e('invalid', 'PERSONA.INVALID', failed),
  unknownPersonaType: e('invalid', 'PERSONA.UNKNOWN_TYPE', failed),
  notOnUbargain: e('rule_violation', 'PERSONA.NOT_ON_UBARGAIN', failed),
  alreadyOnboarded: e('conflict', 'PERSONA.ALREADY_ONBOARDED', failed),
  personaNotFound: e('not_found', 'PERSONA.NOT_FOUND', WALLET_TEXT.personaNotFound),
  notPending: e('conflict', 'PERSONA.NOT_PENDING', WALLET_TEXT.notPending),
  notPlatformAdmin: e('forbidden', 'ACCOUNT.NOT_PLATFORM_ADMIN', WALLET_TEXT.notPlatformAdmin),
};
