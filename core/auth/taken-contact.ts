import { destinationOf, type Identifier } from '../accounts/identifier';
import type { User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import type { Result } from '../errors/result';
import { findUser } from './accounts-lookup';
import type { NewAccountContact } from './new-account';
import { type IssueOtp, issueOtp, type OtpSent } from './otp-flow';
import type { AuthDeps, AuthStores } from './stores';

/**
 * Sign-up, business registration and social completion must not tell a stranger that an email
 * or mobile number has an account (OWASP ASVS v5 V6.3, as login and reset already do). So an
 * address that is taken is never refused: asking for a code answers 'OTP sent successfully' as
 * always, but the code is recorded undelivered (nobody can submit it) and the owner gets a notice
 * instead, through the outbox in the same transaction — one outbox write either way, so the work
 * is the same. A taken detail the code did not prove (the email next to a mobile sign-up) is left
 * off the new account, and its owner is told likewise.
 */
export const TAKEN_CONTACT_TEXT = {
  subject: (platform: string) => `Someone tried to create a ${platform} account with your details`,
  body: (platform: string, what: 'email address' | 'mobile number') =>
    `Someone tried to create a new ${platform} account with your ${what}, which already has an account. ` +
    'If it was you, log in instead, or reset your password if you have forgotten it. ' +
    'If it was not you, you can ignore this message: your account has not changed.',
} as const;

/**
 * Issues the code of a new account's flow to `identifier`: delivered when the identifier is free;
 * when it has an account, recorded undelivered and the owner told instead. Answers alike.
 */
export async function issueNewAccountOtp(
  deps: AuthDeps,
  s: AuthStores,
  req: Omit<IssueOtp, 'deliver'>,
): Promise<Result<OtpSent, DomainError>> {
  const owner = await findUser(s, req.identifier);
  const sent = await issueOtp(deps, s, { ...req, deliver: owner === null });
  if (sent.ok && owner) await noticeToOwner(deps, s, owner, req.identifier);
  return sent;
}

/** Tells the owner of `identifier` (an existing account) that someone tried to sign up with it. */
export async function noticeToOwner(
  deps: AuthDeps,
  s: AuthStores,
  owner: User,
  identifier: Identifier,
): Promise<void> {
  const { platformName } = deps.config;
  const email = identifier.kind === 'email';
  await s.outbox.enqueue({
    id: deps.ids.next(),
    channel: email ? 'email' : 'sms',
    to: destinationOf(identifier, owner.mobile?.countryCode ?? null),
    subject: TAKEN_CONTACT_TEXT.subject(platformName),
    body: TAKEN_CONTACT_TEXT.body(platformName, email ? 'email address' : 'mobile number'),
    notificationType: 'auth.signup_existing_account',
    data: { userId: owner.id },
    createdAt: deps.clock.now().toISOString(),
  });
}

/**
 * The contact a new account may keep: the detail the code proved as given, the other one left
 * off (and its owner told) when another account already holds it.
 */
export async function keepUnclaimed<C extends Pick<NewAccountContact, 'identifier' | 'email' | 'mobile'>>(
  deps: AuthDeps,
  s: AuthStores,
  contact: C,
): Promise<C> {
  const proven = contact.identifier.kind;
  if (proven === 'mobile' && contact.email) {
    const identifier: Identifier = { kind: 'email', email: contact.email };
    const owner = await findUser(s, identifier);
    if (owner) {
      await noticeToOwner(deps, s, owner, identifier);
      return { ...contact, email: null };
    }
  }
  if (proven === 'email' && contact.mobile) {
    const identifier: Identifier = { kind: 'mobile', number: contact.mobile.number };
    const owner = await findUser(s, identifier);
    if (owner) {
      await noticeToOwner(deps, s, owner, identifier);
      return { ...contact, mobile: null };
    }
  }
  return contact;
}
