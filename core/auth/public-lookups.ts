import { z } from 'zod';
import {
  type EcosystemProfile,
  ecosystemProfile,
  normalizeEcosystemUrl,
} from '../accounts/ecosystems/ecosystem';
import { isReferralCodeFormat, normalizeReferralCode } from '../accounts/referral';
import { normalizeHostname, type TenantConfig } from '../accounts/tenant';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { parseInput } from './input';
import type { AuthDeps } from './stores';

/**
 * What the login and sign-up pages look up before anyone is logged in: the ecosystem by its URL
 * (logo and banners, spec §2, §7 GET /businesses/ecosystem?eco_url=), a referral code
 * (spec §7 GET /users/validate/referralCode → {valid}), the tenant by hostname (spec §1, §3).
 */
export async function ecosystemByUrl(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<EcosystemProfile, DomainError>> {
  const parsed = parseInput(z.object({ ecoUrl: z.string().trim().min(1).max(500) }), input);
  if (!parsed.ok) return parsed;
  const found = await deps.uow.run((s) => s.ecosystems.findByUrl(normalizeEcosystemUrl(parsed.value.ecoUrl)));
  return found ? ok(ecosystemProfile(found)) : err(authErrors.ecosystemNotFound());
}

/** Whether a referral code names an account; a malformed code is simply not valid. */
export async function validateReferralCode(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<{ valid: boolean }, DomainError>> {
  const parsed = parseInput(z.object({ code: z.string().max(64) }), input);
  if (!parsed.ok) return parsed;
  const code = normalizeReferralCode(parsed.value.code);
  if (!isReferralCodeFormat(code)) return ok({ valid: false });
  const owner = await deps.uow.run((s) => s.users.findByReferralCode(code));
  return ok({ valid: owner !== null });
}

export interface ResolvedTenant {
  /** Null for the default. */
  readonly tenantId: string | null;
  readonly name: string | null;
  readonly config: TenantConfig;
}

/** The tenant a hostname shows (Agrifields …), or the default for unmapped hosts. */
export async function resolveTenant(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<ResolvedTenant, DomainError>> {
  const parsed = parseInput(z.object({ hostname: z.string().max(300) }), input);
  if (!parsed.ok) return parsed;
  const tenant = await deps.uow.run((s) =>
    s.tenants.findByHostname(normalizeHostname(parsed.value.hostname)),
  );
  return ok(
    tenant
      ? { tenantId: tenant.id, name: tenant.name, config: tenant.config }
      : { tenantId: null, name: null, config: deps.config.defaultTenant },
  );
}
