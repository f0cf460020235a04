import { type Ecosystem, normalizeEcosystemUrl } from '../accounts/ecosystems/ecosystem';
import type { User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { TokenRole } from '../permissions/actor';
import { authErrors } from './auth.errors';
import { businessMode, type LoginMode, type LoginModeRequest, personalMode } from './login-mode';
import type { AuthStores } from './stores';

/**
 * Which role and login mode a user gets in a context (spec §4 role context, §6). In a business
 * the role is the user's membership role; elsewhere it is their own platform role. An ecosystem
 * is named by id or by `eco_url`.
 */
export interface Context {
  readonly role: TokenRole;
  readonly loginMode: LoginMode;
}

/** Finds an ecosystem by id or by URL; null when neither is given; `not_found` when unknown. */
export async function findEcosystem(
  s: AuthStores,
  ref: { readonly ecoId?: string | null; readonly ecoUrl?: string | null },
): Promise<Result<Ecosystem | null, DomainError>> {
  if (!ref.ecoId && !ref.ecoUrl) return ok(null);
  const found = ref.ecoId
    ? await s.ecosystems.findById(ref.ecoId)
    : await s.ecosystems.findByUrl(normalizeEcosystemUrl(ref.ecoUrl!));
  return found ? ok(found) : err(authErrors.ecosystemNotFound());
}

/** The context a login-mode request asks for, if the user may act in it. */
export async function resolveContext(
  s: AuthStores,
  user: User,
  request: LoginModeRequest,
): Promise<Result<Context, DomainError>> {
  const ecosystem = await findEcosystem(s, request);
  if (!ecosystem.ok) return ecosystem;
  const eid = ecosystem.value?.id ?? null;
  if (!request.isBusiness) return ok({ role: user.role, loginMode: personalMode(user.role, eid) });
  if (!request.businessId)
    return err(authErrors.invalidInput([{ path: 'business_id', message: 'required' }]));
  const membership = await s.businesses.findMembership(request.businessId, user.id);
  if (!membership) return err(authErrors.notMember());
  return ok({ role: membership.role, loginMode: businessMode(user.role, membership.businessId, eid) });
}

/**
 * The context a fresh login starts in: a person who registered as a business starts in their
 * first business; everyone else starts personal.
 */
export async function defaultContext(
  s: AuthStores,
  user: User,
  ecosystemId: string | null,
): Promise<Context> {
  if (user.registeredAs === 'business') {
    const [first] = await s.businesses.membershipsOf(user.id);
    if (first) return { role: first.role, loginMode: businessMode(user.role, first.businessId, ecosystemId) };
  }
  return { role: user.role, loginMode: personalMode(user.role, ecosystemId) };
}
