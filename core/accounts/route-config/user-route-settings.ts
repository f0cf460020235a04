/**
 * The route configuration the platform admin sets per person (spec §6): the default-user flag,
 * which "forces lender" (the person trades as a lender whatever their wallet holds), and the
 * persona check that shows Import Loan Files. Spec §6 names both flags but not who sets them; we
 * give them to the platform admin (ispadmin), who also approves personas, so no business admin
 * can make someone a lender. The flags follow the person into every context they sign in to.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import { ContextErrors } from '../contexts/contexts.errors';
import type { RouteConfigStore } from './route-config-store';

/** A person's flags as the screens read them (both off until the platform admin sets one). */
export interface RouteFlags {
  readonly defaultUser: boolean;
  readonly personaCheck: boolean;
}

export const NO_ROUTE_FLAGS: RouteFlags = { defaultUser: false, personaCheck: false };

/** The flags of `userId`, off when never set. */
export async function routeFlagsOf(
  store: Pick<RouteConfigStore, 'settingsFor'>,
  userId: string,
): Promise<RouteFlags> {
  const stored = await store.settingsFor(userId);
  return stored ? { defaultUser: stored.defaultUser, personaCheck: stored.personaCheck } : NO_ROUTE_FLAGS;
}

const schema = z.object({
  user_id: shortText(),
  default_user: z.boolean().optional(),
  persona_check: z.boolean().optional(),
});

/**
 * The platform admin sets a person's default-user flag and/or persona check; a flag left out
 * keeps its value → 'Updated Successfully' and the person's flags as stored.
 */
export async function setUserRouteSettings(
  deps: DepsOf<'routeConfigs' | 'users'>,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; userId: string; flags: RouteFlags }, DomainError>> {
  if (!isPlatformAdmin(actor)) return err(ContextErrors.notPlatformAdmin());
  const parsed = validate(schema, input, 'ROUTES.INVALID');
  if (!parsed.ok) return parsed;
  const { user_id, default_user, persona_check } = parsed.value;
  if (default_user === undefined && persona_check === undefined) return err(ContextErrors.noRouteSetting());
  return transact(deps.uow, async (s) => {
    if (!(await s.users.findById(user_id))) return err(ContextErrors.routeUserNotFound());
    const current = await routeFlagsOf(s.routeConfigs, user_id);
    const flags: RouteFlags = {
      defaultUser: default_user ?? current.defaultUser,
      personaCheck: persona_check ?? current.personaCheck,
    };
    await s.routeConfigs.putSettings({
      userId: user_id,
      ...flags,
      updatedBy: actor.userId,
      updatedAt: deps.clock.now().toISOString(),
    });
    return ok({ message: MESSAGES.updatedSuccessfully, userId: user_id, flags });
  });
}
