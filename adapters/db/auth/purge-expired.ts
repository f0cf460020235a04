import type { Kysely } from 'kysely';
import type { AuthConfig } from '../../../core/auth/config';
import type { Database } from '../schema';

/** How many rows `purgeExpiredAuthRows` removed, per table. */
export interface PurgedAuthRows {
  readonly otps: number;
  readonly ssoCodes: number;
  readonly socialRegistrations: number;
  /** Failed-sign-in counters whose window and delay have both passed (unknown usernames' too), and known-source markers that lapsed. */
  readonly loginAttempts: number;
  /** Per-client attempt windows that started more than a day ago (any window has ended by then). */
  readonly clientWindows: number;
}

export interface PurgeOptions {
  readonly now: Date;
  /**
   * The send limits and OTP lifetime in force (they decide how long OTP rows still count), and
   * the throttle windows (how long a failed-sign-in counter or a known source still counts).
   */
  readonly config: Pick<AuthConfig, 'otp' | 'passwordThrottle' | 'otpThrottle'>;
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
 * expired more than `graceSeconds` ago, failed-sign-in counters (`login_attempts`) whose window
 * is older than the longest throttle window and that hold no delay still running: the throttle
 * rules read such a row as no row (a fresh window), so deleting it changes nothing — rows keyed
 * by made-up usernames (`unknown:…`), which no login ever clears, go too — known-source
 * markers (`known:…`) older than the known-source period, and per-client attempt windows
 * older than a day (the longest window is minutes).
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
  const { passwordThrottle, otpThrottle } = options.config;
  const window = Math.max(passwordThrottle.windowSeconds, otpThrottle.windowSeconds);
  const known = Math.max(passwordThrottle.knownSourceSeconds, otpThrottle.knownSourceSeconds);
  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('attempt_key', 'not like', 'known:%'),
          eb('window_started_at', '<=', iso(window)),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(0))]),
        ]),
        eb.and([eb('attempt_key', 'like', 'known:%'), eb('window_started_at', '<=', iso(known))]),
      ]),
    )
    .executeTakeFirst();
  const clientWindows = await db
    .deleteFrom('client_attempt_windows')
    .where('window_started_at', '<=', iso(DAY_SECONDS))
    .executeTakeFirst();
  return {
    clientWindows: Number(clientWindows.numDeletedRows),
    otps: Number(otps.numDeletedRows),
    ssoCodes: Number(ssoCodes.numDeletedRows),
    socialRegistrations: Number(socialRegistrations.numDeletedRows),
    loginAttempts: Number(loginAttempts.numDeletedRows),
  };
}
