/**
 * Every text a 400 of the account and auth routes may carry: the spec's (core/errors MESSAGES,
 * core/validation's §5 messages) and the areas' own catalogues (`*_TEXT` of each *.errors.ts and
 * of the forms that keep theirs beside the schema), and the HTTP edge's (a NUL character).
 * The fuzz suites check each refusal's `error` against it, so a default message of the
 * validation library ('Invalid input: expected string, received number') cannot reach a user.
 */

import { CONTRACT_FORM_TEXT } from '../../../../core/accounts/agreements/contract-input';
import { CONTRACT_TEXT } from '../../../../core/accounts/agreements/contracts.errors';
import { ASSET_TEXT } from '../../../../core/accounts/assets/assets.errors';
import { CONTEXT_TEXT } from '../../../../core/accounts/contexts/contexts.errors';
import { CREDENTIAL_TEXT } from '../../../../core/accounts/credentials/credentials.errors';
import { ECOSYSTEM_TEXT } from '../../../../core/accounts/ecosystems/ecosystem-input';
import { ADDRESS_TEXT } from '../../../../core/accounts/profile/addresses.errors';
import { REWARD_TEXT } from '../../../../core/accounts/rewards/rewards.errors';
import { WALLET_TEXT } from '../../../../core/accounts/wallets/wallets.errors';
import { AUTH_TEXT } from '../../../../core/auth/auth.errors';
import { MESSAGES } from '../../../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { EDGE_TEXT } from '../../edge/edge.errors';

const catalogues: readonly Readonly<Record<string, unknown>>[] = [
  MESSAGES,
  VALIDATION_MESSAGES,
  AUTH_TEXT,
  ADDRESS_TEXT,
  ASSET_TEXT,
  CONTRACT_TEXT,
  CONTRACT_FORM_TEXT,
  CREDENTIAL_TEXT,
  REWARD_TEXT,
  CONTEXT_TEXT,
  ECOSYSTEM_TEXT,
  WALLET_TEXT,
  EDGE_TEXT,
];

/** The fixed texts of the catalogues (worded-with-a-value texts are not 400 answers). */
export const KNOWN_TEXTS: ReadonlySet<string> = new Set(
  catalogues.flatMap((c) => Object.values(c).filter((v): v is string => typeof v === 'string')),
);

/** The texts of `seen` that no catalogue holds, sorted: what a test expects to be empty. */
export function unknownTexts(seen: Iterable<string>): string[] {
  return [...new Set(seen)].filter((text) => !KNOWN_TEXTS.has(text)).sort();
}
