import { type Identifier, normalizeEmail } from '../accounts/identifier';
import {
  isReferralCodeFormat,
  normalizeReferralCode,
  REFERRAL_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from '../accounts/referral';
import type { User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import type { AuthDeps, AuthStores } from './stores';

/** Account lookups the flows share: by identifier, by referral code, and a fresh referral code. */

/** Turns checked `{mobile}` / `{email}` input into an identifier. */
export function identifierOf(input: { readonly mobile?: string; readonly email?: string }): Identifier {
  return input.email !== undefined
    ? { kind: 'email', email: normalizeEmail(input.email) }
    : { kind: 'mobile', number: input.mobile! };
}

/** The account an identifier names, or null. */
export function findUser(s: AuthStores, identifier: Identifier): Promise<User | null> {
  return identifier.kind === 'email'
    ? s.users.findByEmail(identifier.email)
    : s.users.findByMobile(identifier.number);
}

/** The user id behind a referral code (spec §5: upper-cased, server-checked), or null when none was given. */
export async function referrerOf(
  s: AuthStores,
  code: string | null | undefined,
): Promise<Result<string | null, DomainError>> {
  if (code === null || code === undefined || code.trim() === '') return ok(null);
  const normalized = normalizeReferralCode(code);
  if (!isReferralCodeFormat(normalized)) return err(authErrors.referralInvalid());
  const referrer = await s.users.findByReferralCode(normalized);
  return referrer ? ok(referrer.id) : err(authErrors.referralInvalid());
}

/** A referral code no account holds yet. */
export async function newReferralCode(deps: AuthDeps, s: AuthStores): Promise<string> {
  for (let tries = 0; tries < 8; tries++) {
    const code = deps.crypto.secrets.pick(REFERRAL_ALPHABET, REFERRAL_CODE_LENGTH);
    if (!(await s.users.findByReferralCode(code))) return code;
  }
  throw new Error('could not find a free referral code');
}
