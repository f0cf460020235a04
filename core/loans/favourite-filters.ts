import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import {
  type FavouriteFilter,
  type FavouriteFilterInput,
  favouriteFilterInputSchema,
} from './favourite-filter';
import { loanErrors } from './loans.errors';
import { parseInput } from './parse-input';

/**
 * Save, list and delete a user's favourite filters (spec §7, §9). Anyone who works with the
 * pool filters panel (any loan persona) has favourites; each user sees only their own.
 */

/** Saves a favourite; a favourite of the same name is replaced (its id kept). */
export async function saveFavouriteFilter(
  deps: TradingDeps,
  actor: Actor,
  input: FavouriteFilterInput,
): Promise<Result<FavouriteFilter, DomainError>> {
  const who = requireCapability(actor, 'use_favourite_filters');
  if (!who.ok) return who;
  const parsed = parseInput(favouriteFilterInputSchema, input);
  if (!parsed.ok) return parsed;
  const at = deps.clock.now().toISOString();
  return transact(deps.uow, async (s) =>
    ok(
      await s.favourites.save({
        id: deps.ids.next(),
        userId: actor.userId,
        name: parsed.value.name,
        values: parsed.value.values,
        createdAt: at,
        updatedAt: at,
      }),
    ),
  );
}

/** The actor's favourites, ordered by name. */
export async function listFavouriteFilters(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<FavouriteFilter[], DomainError>> {
  const who = requireCapability(actor, 'use_favourite_filters');
  if (!who.ok) return who;
  return transact(deps.uow, async (s) => ok(await s.favourites.list(actor.userId)));
}

/** Deletes one of the actor's favourites; another user's id answers not_found, like an unknown one. */
export async function deleteFavouriteFilter(
  deps: TradingDeps,
  actor: Actor,
  input: { id: string },
): Promise<Result<{ id: string }, DomainError>> {
  const who = requireCapability(actor, 'use_favourite_filters');
  if (!who.ok) return who;
  return transact(deps.uow, async (s) =>
    (await s.favourites.delete(actor.userId, input.id))
      ? ok({ id: input.id })
      : err(loanErrors.favouriteNotFound(input.id)),
  );
}
