import { z } from 'zod';
import { signOnRedirects } from '../accounts/ecosystems/ecosystem';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { shortText } from '../validation/field-kit';
import { authErrors } from './auth.errors';
import { redirectPolicyOf } from './config';
import { findEcosystem } from './context';
import { parseInput } from './input';
import { isAllowedRedirect } from './redirect-policy';
import { type AuthSession, sessionActive } from './session';
import { redirectWithCode } from './sso-code';
import type { AuthDeps } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Partner single sign-on, step 1 (spec §2 /login with redirect_uri): a logged-in user on the
 * platform gets a single-use code for a partner ecosystem, and the browser goes to the partner's
 * registered redirect URI with `code=…`. A redirect URI the ecosystem did not register forces
 * logout (spec §2, §8 "Invalid redirect URL logs out"): the session is revoked here too, and the
 * refusal carries `details.logout`. Only an ecosystem a platform admin approved has redirect URIs
 * that count, loopback ones only where the configuration allows them (development), and the
 * redirect URI must be one of them exactly, with no query added (RFC 9700 §4.1.3). Step 2 is `exchangeSsoCode` (./sso-exchange.ts).
 */
export const issueSsoCodeInput = z
  .object({
    ecoId: shortText().nullish(),
    ecoUrl: z.string().trim().min(1).max(500).nullish(),
    redirectUri: z.string().max(4096),
  })
  .refine((v) => Boolean(v.ecoId || v.ecoUrl), { message: 'ecosystem required', path: ['ecoId'] });

export interface SsoRedirect {
  /** Where to send the browser: the redirect URI with the code appended. */
  readonly redirectTo: string;
  readonly expiresAt: string;
}

const SSO_CODE_BYTES = 32;

export async function issueSsoCode(
  deps: AuthDeps,
  session: AuthSession,
  input: unknown,
): Promise<Result<SsoRedirect, DomainError>> {
  // A partner's session signs nobody on to another partner.
  if (session.partnerEcosystemId) return err(authErrors.partnerSession());
  const parsed = parseInput(issueSsoCodeInput, input);
  if (!parsed.ok) return parsed;
  const { redirectUri } = parsed.value;
  return transactAuth(deps.uow, async (s) => {
    const now = deps.clock.now();
    const current = await s.sessions.findById(session.sessionId);
    if (!current || !sessionActive(current, now)) return err(authErrors.sessionRevoked());
    const ecosystem = await findEcosystem(s, parsed.value);
    if (!ecosystem.ok) return ecosystem;
    const registered = signOnRedirects(ecosystem.value!);
    if (!isAllowedRedirect(redirectUri, registered, redirectPolicyOf(deps.config))) {
      await s.sessions.revoke(current.id, now.toISOString(), 'redirect_refused');
      return refuseAndKeep(authErrors.redirectNotAllowed());
    }
    const code = deps.crypto.secrets.token(SSO_CODE_BYTES);
    const expiresAt = new Date(now.getTime() + deps.config.ssoCodeSeconds * 1000).toISOString();
    await s.ssoCodes.insert({
      hash: deps.crypto.digest.hash(code),
      ecosystemId: ecosystem.value!.id,
      redirectUri,
      userId: current.userId,
      sourceSessionId: current.id,
      createdAt: now.toISOString(),
      expiresAt,
      redeemedAt: null,
      redeemedSessionId: null,
    });
    return ok({ redirectTo: redirectWithCode(redirectUri, code), expiresAt });
  });
}
