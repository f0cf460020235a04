/**
 * Ecosystems a business runs (spec §7 POST /businesses/ecosystem, /businesses/ecosystem/buyer
 * and /seller; §8 'Successfully Registered Ecosystem', 'Successfully Added'). A business admin
 * (or the platform admin) registers one and owns it; the owner adds businesses as buyers or
 * sellers, each with its participant kind. Others cannot see an ecosystem's participants.
 * Registration hands the owner the ecosystem's client secret, once; its sign-on redirects count
 * only after a platform admin approves it (./ecosystem-approvals.ts).
 */
import { z } from 'zod';
import { type IssuedClientSecret, issueClientSecret } from '../../auth/client-secret';
import type { AuthCrypto } from '../../auth/crypto';
import type { RedirectPolicy } from '../../auth/redirect-policy';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import type { AccountStores } from '../account-stores';
import { asBusinessAdmin } from '../businesses/business-access';
import { CONTEXT_TEXT, ContextErrors } from '../contexts/contexts.errors';
import type { Ecosystem } from './ecosystem';
import { registerEcosystemSchemaFor } from './ecosystem-input';
import { type EcosystemParticipant, type EcosystemSide, PARTICIPANT_KINDS } from './ecosystem-participants';
import { mayRegisterEcosystem } from './ecosystem-rights';

type Deps = DepsOf<'ecosystemRegistry' | 'businessDirectory'>;

/** What registering needs beyond the stores: secrets for the client secret, the redirect policy. */
export type EcosystemDeps = Deps & {
  readonly crypto: Pick<AuthCrypto, 'secrets' | 'digest'>;
  readonly redirectPolicy: RedirectPolicy;
};
type Done<T> = Promise<Result<T, DomainError>>;
const id = shortText();

/**
 * Registers an ecosystem owned by the caller, awaiting approval → 'Successfully Registered
 * Ecosystem', the ecosystem and its client secret (shown this once).
 */
export async function registerEcosystem(
  deps: EcosystemDeps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; ecosystem: Ecosystem; clientSecret: string }> {
  const parsed = validate(registerEcosystemSchemaFor(deps.redirectPolicy), input, 'ECOSYSTEM.INVALID');
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  return transact(deps.uow, async (s) => {
    if (!mayRegisterEcosystem({ role: actor.role, businessId: actor.businessId ?? null }))
      return err(ContextErrors.cannotRegisterEcosystem());
    if (!isPlatformAdmin(actor) && actor.businessId) {
      const admin = await asBusinessAdmin(s.businessDirectory, actor.businessId, actor.userId, () =>
        ContextErrors.cannotRegisterEcosystem(),
      );
      if (!admin.ok) return admin;
    }
    const secret: IssuedClientSecret = issueClientSecret(deps.crypto);
    const ecosystem: Ecosystem = {
      id: deps.ids.next(),
      name: data.ecosystem_name,
      uri: data.ecosystem_uri,
      url: data.ecosystem_url,
      profilePic: data.profile_pic ?? null,
      bannerPics: data.banner_pic,
      redirectUris: [...new Set(data.redirect_uris)],
      ownerUserId: actor.userId,
      approvedAt: null,
      approvedBy: null,
      clientSecretHash: secret.hash,
    };
    if (!(await s.ecosystemRegistry.insert(ecosystem)))
      return err(ContextErrors.ecosystemUrlTaken({ ecosystem_url: data.ecosystem_url }));
    return ok({ message: MESSAGES.registeredEcosystem, ecosystem, clientSecret: secret.secret });
  });
}

const participantSchema = z.object({
  ecosystem_id: id,
  business_id: id,
  kind: z.enum(PARTICIPANT_KINDS, { error: CONTEXT_TEXT.invalidParticipantKind }),
});

/** The ecosystem, if the caller owns it (or is the platform admin); `not_found` for everyone else. */
export async function owned(
  s: Pick<AccountStores, 'ecosystemRegistry'>,
  actor: AccountActor,
  ecosystemId: string,
) {
  const ecosystem = await s.ecosystemRegistry.get(ecosystemId);
  if (!ecosystem || (ecosystem.ownerUserId !== actor.userId && !isPlatformAdmin(actor)))
    return err(ContextErrors.ecosystemNotFound({ ecosystem_id: ecosystemId }));
  return ok(ecosystem);
}

/** Adds a business as a buyer or seller of the caller's ecosystem → 'Successfully Added'. */
export async function addEcosystemParticipant(
  deps: Deps,
  actor: AccountActor,
  side: EcosystemSide,
  input: unknown,
): Done<{ message: string; participant: EcosystemParticipant }> {
  const parsed = validate(participantSchema, input, 'ECOSYSTEM.INVALID');
  if (!parsed.ok) return parsed;
  const { ecosystem_id, business_id, kind } = parsed.value;
  return transact(deps.uow, async (s) => {
    const ecosystem = await owned(s, actor, ecosystem_id);
    if (!ecosystem.ok) return ecosystem;
    if (!(await s.businessDirectory.get(business_id)))
      return err(ContextErrors.businessNotFound({ business_id }));
    const participant: EcosystemParticipant = {
      ecosystemId: ecosystem_id,
      businessId: business_id,
      side,
      kind,
      addedBy: actor.userId,
      addedAt: deps.clock.now().toISOString(),
    };
    if (!(await s.ecosystemRegistry.addParticipant(participant)))
      return err(ContextErrors.alreadyParticipant());
    return ok({ message: MESSAGES.successfullyAdded, participant });
  });
}

/** The buyers or sellers of the caller's ecosystem. */
export async function listEcosystemParticipants(
  deps: Deps,
  actor: AccountActor,
  side: EcosystemSide,
  input: unknown,
): Done<EcosystemParticipant[]> {
  const parsed = validate(z.object({ ecosystem_id: id }), input, 'ECOSYSTEM.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const ecosystem = await owned(s, actor, parsed.value.ecosystem_id);
    if (!ecosystem.ok) return ecosystem;
    return ok(await s.ecosystemRegistry.participants(parsed.value.ecosystem_id, side));
  });
}
