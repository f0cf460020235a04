/**
 * The saved column mappings of a user (spec §7 getUserFieldMapping {userId, mappingName}; save,
 * list and delete are ours). `userId` names whose mappings are meant and must be the caller's
 * own — the operator may read anyone's. A name is trimmed; the built-in mappings (platform, asf,
 * hmda) answer by name too and cannot be shadowed by a saved one.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { FieldMappingDeps, SavedFieldMapping } from './field-mapping-store';
import { type FieldMapping, parseFieldMapping } from './mapping';
import { BUILT_IN_MAPPINGS, builtInMapping } from './mappings/built-in';
import { tapeFileErrors } from './tape-file.errors';

/** At most this many saved mappings per user. */
export const MAX_SAVED_MAPPINGS = 100;

/** A mapping as the calls answer it. */
export interface NamedMapping {
  readonly mappingName: string;
  readonly builtIn: boolean;
  readonly mapping: FieldMapping;
  readonly updatedAt: string | null;
}

const readable = (actor: Actor, userId: string) => userId === actor.userId || actor.role === 'ispadmin';
const named = (m: SavedFieldMapping): NamedMapping => ({
  mappingName: m.mapping.name,
  builtIn: false,
  mapping: m.mapping,
  updatedAt: m.updatedAt,
});
const builtIn = (m: FieldMapping): NamedMapping => ({
  mappingName: m.name,
  builtIn: true,
  mapping: m,
  updatedAt: null,
});

/** The mapping `mappingName` of `userId`: a saved one, else a built-in one of that name. */
export async function getUserFieldMapping(
  deps: FieldMappingDeps,
  actor: Actor,
  input: { readonly userId: string; readonly mappingName: string },
): Promise<Result<NamedMapping, DomainError>> {
  if (!readable(actor, input.userId)) return err(tapeFileErrors.notYours());
  const name = input.mappingName.trim();
  const saved = await deps.uow.run((s) => s.fieldMappings.get(input.userId, name));
  if (saved) return ok(named(saved));
  const shipped = builtInMapping(name);
  return shipped ? ok(builtIn(shipped)) : err(tapeFileErrors.mappingNotFound(name));
}

/** The user's saved mappings (by name), then the built-in ones. */
export async function listUserFieldMappings(
  deps: FieldMappingDeps,
  actor: Actor,
  input: { readonly userId: string },
): Promise<Result<NamedMapping[], DomainError>> {
  if (!readable(actor, input.userId)) return err(tapeFileErrors.notYours());
  const saved = await deps.uow.run((s) => s.fieldMappings.list(input.userId));
  return ok([...saved.map(named), ...BUILT_IN_MAPPINGS.map(builtIn)]);
}

/** Saves (or replaces) one of the caller's mappings; the mapping is checked by `parseFieldMapping`. */
export async function saveUserFieldMapping(
  deps: FieldMappingDeps,
  actor: Actor,
  input: { readonly userId: string; readonly mapping: unknown },
): Promise<Result<NamedMapping, DomainError>> {
  if (input.userId !== actor.userId) return err(tapeFileErrors.notYours());
  const parsed = parseFieldMapping(input.mapping);
  if (!parsed.ok) return parsed;
  const mapping = parsed.value;
  if (builtInMapping(mapping.name)) return err(tapeFileErrors.mappingReserved(mapping.name));
  const at = deps.clock.now().toISOString();
  return deps.uow.run(async (s): Promise<Result<NamedMapping, DomainError>> => {
    const mine = await s.fieldMappings.list(actor.userId);
    const replacing = mine.some((m) => m.mapping.name === mapping.name);
    if (!replacing && mine.length >= MAX_SAVED_MAPPINGS)
      return err(tapeFileErrors.tooManyMappings(MAX_SAVED_MAPPINGS));
    const stored = await s.fieldMappings.save({
      userId: actor.userId,
      mapping,
      createdAt: at,
      updatedAt: at,
    });
    return ok(named(stored));
  });
}

/** Deletes one of the caller's saved mappings. */
export async function deleteUserFieldMapping(
  deps: FieldMappingDeps,
  actor: Actor,
  input: { readonly userId: string; readonly mappingName: string },
): Promise<Result<{ readonly deleted: string }, DomainError>> {
  if (input.userId !== actor.userId) return err(tapeFileErrors.notYours());
  const name = input.mappingName.trim();
  const deleted = await deps.uow.run((s) => s.fieldMappings.delete(actor.userId, name));
  return deleted ? ok({ deleted: name }) : err(tapeFileErrors.mappingNotFound(name));
}

/**
 * The options for `readTape` that `mappingName` selects for `userId`: a saved mapping is laid
 * over the detected built-in style; a built-in name is used as it is; none: detection alone.
 */
export async function mappingOptions(
  deps: FieldMappingDeps,
  userId: string,
  mappingName: string | undefined,
): Promise<Result<{ mapping?: FieldMapping; userMapping?: FieldMapping }, DomainError>> {
  const name = mappingName?.trim();
  if (!name) return ok({});
  const saved = await deps.uow.run((s) => s.fieldMappings.get(userId, name));
  if (saved) return ok({ userMapping: saved.mapping });
  const shipped = builtInMapping(name);
  return shipped ? ok({ mapping: shipped }) : err(tapeFileErrors.mappingNotFound(name));
}
