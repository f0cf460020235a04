import type { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { loanErrors } from './loans.errors';

/**
 * Parses a use case's input with its zod schema; a failure becomes one `invalid` refusal that
 * lists every problem, so a caller that skipped the edge validation still gets a clear answer.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>, DomainError> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(
    loanErrors.invalidInput(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    ),
  );
}
