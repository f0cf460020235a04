import { z } from '@hono/zod-openapi';
import { optionalField } from '../../../core/validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';

/**
 * Building blocks for the auth request bodies. The field rules and their spec §5 messages come
 * from core/validation; this file only adds what an HTTP body needs beyond a screen's form:
 * ids the page supplies, and one body that takes the form of one of several screens.
 */

/** True when a body field was filled in (not absent, null or blank). */
export function present(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** An id the page supplies (ecosystem, persona, business): optional, at most 200 characters. */
export const idField = optionalField(
  z.string({ error: M.enterValidDetails }).trim().max(200, { error: M.enterValidDetails }),
);

/** An optional tick box (the 18-or-older confirmation outside the forms that require it). */
export const optionalFlag = optionalField(z.boolean({ error: M.enterValidDetails }));

/** A machine-supplied text (tokens, codes, URIs): present and bounded, never trimmed or repaired. */
export function machineText(max: number, message: string) {
  return z.string({ error: message }).min(1, { error: message }).max(max, { error: message });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What `variants` answers for a body that fits none of its forms (names two things where one is wanted). */
export interface Misfit {
  readonly message: string;
  readonly path: string;
}

/**
 * One body in the shape of one of several forms, chosen by what the body holds (email or
 * mobile; partner or standard registration). The chosen form validates and reports its own
 * field messages; the OpenAPI document lists every branch under `oneOf`.
 *
 * @example
 * variants({ email: emailForm, mobile: mobileForm }, (b) => (present(b.email) ? 'email' : 'mobile'))
 */
export function variants<B extends Record<string, z.ZodType>>(
  branches: B,
  choose: (body: Record<string, unknown>) => keyof B | Misfit,
) {
  const oneOf = Object.values(branches).map((branch) => {
    const { $schema: _, ...schema } = z.toJSONSchema(branch, { io: 'input', unrepresentable: 'any' });
    return schema;
  });
  return z
    .unknown()
    .transform((value, ctx): z.output<B[keyof B]> => {
      const chosen = choose(asRecord(value));
      if (typeof chosen === 'object') {
        ctx.addIssue({ code: 'custom', message: chosen.message, path: [chosen.path] });
        return z.NEVER;
      }
      const parsed = branches[chosen]!.safeParse(value);
      if (parsed.success) return parsed.data as z.output<B[keyof B]>;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    })
    .openapi({ oneOf } as Record<string, unknown>);
}

/**
 * Which of `email` / `mobile` a body uses (spec §7 "mobile or email"). Neither is the mobile
 * form's 'Enter Mobile Number'; both at once is refused with 'please enter the valid details'.
 */
export function contactBranch(body: Record<string, unknown>): 'email' | 'mobile' | Misfit {
  if (present(body.email) && present(body.mobile)) return { message: M.enterValidDetails, path: 'email' };
  return present(body.email) ? 'email' : 'mobile';
}
