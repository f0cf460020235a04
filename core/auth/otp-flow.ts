import { type Identifier, subjectOf } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { type OtpPurpose, type OtpRecord, otpMacInput, otpMessage, otpState } from './otp';
import type { AuthDeps, AuthStores } from './stores';
import { refuseAndKeep } from './transact-auth';

/** What a request-OTP use case answers (spec §8 'OTP sent successfully'). */
export interface OtpSent {
  readonly message: typeof MESSAGES.otpSent;
  readonly expiresAt: string;
}

export interface IssueOtp {
  readonly purpose: OtpPurpose;
  readonly identifier: Identifier;
  /** Email address or `+<cc><number>`. */
  readonly destination: string;
  /** False when the identifier has no account in a flow that must not reveal that. */
  readonly deliver: boolean;
  readonly context?: Readonly<Record<string, string>>;
}

/**
 * Issues a code inside the caller's transaction: refuses past the per-identifier send limits,
 * stores only its MAC, and writes the SMS or email to the outbox in the same transaction.
 */
export async function issueOtp(
  deps: AuthDeps,
  s: AuthStores,
  req: IssueOtp,
): Promise<Result<OtpSent, DomainError>> {
  const now = deps.clock.now();
  const { otp, platformName } = deps.config;
  const subject = subjectOf(req.identifier);
  for (const limit of otp.sendLimits) {
    const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
    if ((await s.otps.countIssuedAfter(subject, windowStart)) >= limit.max)
      return err(authErrors.tooManyOtpRequests());
  }
  const code = deps.crypto.secrets.digits(otp.length);
  const channel = req.identifier.kind === 'email' ? 'email' : 'sms';
  const expiresAt = new Date(now.getTime() + otp.ttlSeconds * 1000).toISOString();
  await s.otps.insert({
    id: deps.ids.next(),
    purpose: req.purpose,
    subject,
    destination: req.destination,
    channel,
    codeMac: deps.crypto.digest.mac(otpMacInput(req.purpose, subject, code)),
    delivered: req.deliver,
    context: req.context ?? {},
    createdAt: now.toISOString(),
    expiresAt,
    tries: 0,
    consumedAt: null,
  });
  if (req.deliver) {
    const text = otpMessage(platformName, req.purpose, code, Math.round(otp.ttlSeconds / 60));
    await s.outbox.enqueue({
      id: deps.ids.next(),
      channel,
      to: req.destination,
      ...text,
      notificationType: `otp.${req.purpose}`,
      data: { purpose: req.purpose },
      createdAt: now.toISOString(),
    });
  }
  return ok({ message: MESSAGES.otpSent, expiresAt });
}

/**
 * Checks and uses a submitted code inside the caller's transaction. Each submission first takes
 * one of the code's tries (compare-and-set, so concurrent guesses each count), then compares in
 * constant time. A wrong code is refused with `refuseAndKeep` so the spent try survives the
 * refusal — call this before any other write. A right code is consumed; if the caller's later
 * work is refused, the rollback gives code and try back.
 */
export async function redeemOtp(
  deps: AuthDeps,
  s: AuthStores,
  req: { readonly purpose: OtpPurpose; readonly identifier: Identifier; readonly code: string },
): Promise<Result<OtpRecord, DomainError>> {
  const now = deps.clock.now();
  const subject = subjectOf(req.identifier);
  const record = await takeTry(s, req.purpose, subject, now, deps.config.otp.maxWrongTries);
  if (!record) return err(authErrors.invalidOtp());
  const mac = deps.crypto.digest.mac(otpMacInput(req.purpose, subject, req.code));
  if (!deps.crypto.digest.equal(mac, record.codeMac)) return refuseAndKeep(authErrors.invalidOtp());
  if (!(await s.otps.consume(record.id, now.toISOString()))) return err(authErrors.invalidOtp());
  return ok(record);
}

/** The newest usable code with one of its tries taken, or null when there is none. */
async function takeTry(
  s: AuthStores,
  purpose: OtpPurpose,
  subject: string,
  now: Date,
  maxTries: number,
): Promise<OtpRecord | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const record = await s.otps.latest(purpose, subject);
    if (!record || otpState(record, now, maxTries) !== 'usable') return null;
    if (await s.otps.recordTry(record.id, record.tries)) return record;
  }
  throw new Error(`could not count an OTP try for ${subject}`);
}
