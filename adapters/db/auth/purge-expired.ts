import type { Kysely } from 'kysely';
import type { AuthConfig } from '../../../core/auth/config';
import type { Database } from '../schema';

/** How many rows `purgeExpiredAuthRows` removed, per table. */
export interface PurgedAuthRows {
  readonly otps: number;
  readonly ssoCodes: number;
  readonly socialRegistrations: number;
  /** Failed-login counters whose window and lock have both passed (unknown usernames' too). */
  readonly loginAttempts: number;
}

export interface PurgeOptions {
  readonly now: Date;
  /**
   * The send limits and OTP lifetime in force (they decide how long OTP rows still count), and
   * the lockout windows (how long a failed-login counter still counts).
   */
  readonly config: Pick<AuthConfig, 'otp' | 'passwordLockout' | 'otpLockout'>;
  /**
   * How long a single sign-on code or social key is kept after it expired (default one day): a
   * code replayed within it still revokes the session its first exchange made.
   */
  readonly graceSeconds?: number;
}

const DAY_SECONDS = 86_400;

/**
 * Deletes what can no longer matter (for `ispz` housekeeping; safe to run at any time, each
 * table one DELETE): OTPs that expired and are older than the longest send-limit window — newer
 * ones still count against `countIssuedAfter` — SSO codes and social registrations that
 * expired more than `graceSeconds` ago, and failed-login counters (`login_attempts`) whose
 * window is older than the longest lockout window and that hold no lock still running: the
 * lockout rules read such a row as no row (a fresh window), so deleting it changes nothing —
 * and rows keyed by made-up usernames (`unknown:…`), which no login ever clears, go too.
 *
 * @example
 * const purged = await purgeExpiredAuthRows(db, { now: new Date(), config: DEFAULT_AUTH_CONFIG });
 */
export async function purgeExpiredAuthRows(
  db: Kysely<Database>,
  options: PurgeOptions,
): Promise<PurgedAuthRows> {
  const at = options.now.getTime();
  const iso = (secondsAgo: number) => new Date(at - secondsAgo * 1000).toISOString();
  const { otp } = options.config;
  const counted = Math.max(otp.ttlSeconds, ...otp.sendLimits.map((l) => l.windowSeconds));
  const grace = options.graceSeconds ?? DAY_SECONDS;

  const otps = await db
    .deleteFrom('otps')
    .where('expires_at', '<=', iso(0))
    .where('created_at', '<=', iso(counted))
    .executeTakeFirst();
  const ssoCodes = await db.deleteFrom('sso_codes').where('expires_at', '<=', iso(grace)).executeTakeFirst();
  const socialRegistrations = await db
    .deleteFrom('social_registrations')
    .where('expires_at', '<=', iso(grace))
    .executeTakeFirst();
  const { passwordLockout, otpLockout } = options.config;
  const window = Math.max(passwordLockout.windowSeconds, otpLockout.windowSeconds);
  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where('window_started_at', '<=', iso(window))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(0))]))
    .executeTakeFirst();
  return {
    otps: Number(otps.numDeletedRows),
    ssoCodes: Number(ssoCodes.numDeletedRows),
    socialRegistrations: Number(socialRegistrations.numDeletedRows),
    loginAttempts: Number(loginAttempts.numDeletedRows),
  };
}
