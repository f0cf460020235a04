import { z } from 'zod';
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { shortText } from '../validation/field-kit';
import type { CodeSet } from './code-lists';
import { PLATFORM_FIELDS, type PlatformField } from './fields';

/**
 * A column mapping is data: for each platform field, the tape headers that hold it, best
 * first. Headers match whatever their case, spacing and punctuation (`headerKey`). Fields are
 * claimed in the order they are listed, so a field listed earlier wins a header that two
 * fields name. A user's saved mapping (spec §7 getUserFieldMapping) overrides a built-in one
 * field by field (`withOverride`).
 */
export interface FieldMapping {
  readonly name: string;
  readonly fields: Readonly<Partial<Record<PlatformField, readonly string[]>>>;
  /** Which code set the tape's numeric codes follow; absent: labels, numeric codes read as HMDA. */
  readonly codeSet?: CodeSet;
  /** Multipliers for money fields whose tape unit differs (HMDA income: thousands a year). */
  readonly scale?: Readonly<Partial<Record<PlatformField, number>>>;
  /**
   * Cell texts that mean "no value" in any numeric or date field (HMDA: `NA`, `Exempt`),
   * compared like headers (`headerKey`: "N/A" is "NA"). See core/tapes/edits/not-reported.ts.
   */
  readonly notApplicable?: readonly string[];
  /** Per field, further texts or codes that mean "no value" (HMDA credit score 7777, 8888, 9999, 1111). */
  readonly notApplicableCodes?: Readonly<Partial<Record<PlatformField, readonly string[]>>>;
  /** Fields the tape may report as a band ("20%-<30%", ">60%"): a band is no value (edit Q010). */
  readonly bandedFields?: readonly PlatformField[];
}

const aliases = z.array(shortText()).min(1).max(50);

/** The shape of a saved mapping, checked where it enters (HTTP body, stored JSON, CLI file). */
export const fieldMappingSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  fields: z.partialRecord(z.enum(PLATFORM_FIELDS), aliases),
  codeSet: z.enum(['hmda', 'asf']).optional(),
  scale: z.partialRecord(z.enum(PLATFORM_FIELDS), z.number().positive().finite()).optional(),
  notApplicable: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
  notApplicableCodes: z.partialRecord(z.enum(PLATFORM_FIELDS), aliases).optional(),
  bandedFields: z.array(z.enum(PLATFORM_FIELDS)).max(PLATFORM_FIELDS.length).optional(),
});

/** Parses a saved mapping; an invalid one is an `invalid` error naming the first problem. */
export function parseFieldMapping(input: unknown): Result<FieldMapping, DomainError> {
  const parsed = fieldMappingSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data as FieldMapping);
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return err(
    domainError('invalid', 'TAPE.BAD_MAPPING', `The column mapping is not valid${where}: ${issue.message}`),
  );
}

/**
 * The user's mapping laid over a base: the user's fields come first (they claim their
 * headers before the base's fields can) and replace the base's aliases for those fields.
 */
export function withOverride(base: FieldMapping, user: FieldMapping): FieldMapping {
  const fields: Partial<Record<PlatformField, readonly string[]>> = { ...user.fields };
  for (const [field, names] of Object.entries(base.fields) as [PlatformField, readonly string[]][]) {
    if (!(field in fields)) fields[field] = names;
  }
  const codeSet = user.codeSet ?? base.codeSet;
  const scale = { ...base.scale, ...user.scale };
  // The base's ways of saying "no value" stay: a saved mapping renames columns, not HMDA's codes.
  const notApplicable = [...(base.notApplicable ?? []), ...(user.notApplicable ?? [])];
  const notApplicableCodes: Partial<Record<PlatformField, readonly string[]>> = {
    ...base.notApplicableCodes,
  };
  for (const [field, codes] of Object.entries(user.notApplicableCodes ?? {}) as [PlatformField, string[]][])
    notApplicableCodes[field] = [...(notApplicableCodes[field] ?? []), ...codes];
  const bandedFields = [...new Set([...(base.bandedFields ?? []), ...(user.bandedFields ?? [])])];
  return {
    name: user.name,
    fields,
    ...(codeSet ? { codeSet } : {}),
    scale,
    ...(notApplicable.length > 0 ? { notApplicable } : {}),
    ...(Object.keys(notApplicableCodes).length > 0 ? { notApplicableCodes } : {}),
    ...(bandedFields.length > 0 ? { bandedFields } : {}),
  };
}
