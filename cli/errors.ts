import type { DomainError, DomainErrorKind } from '../core/errors/domain-error';

/** Exit codes: 0 ok, 1 refused by a rule, 2 bad usage or input, 70 internal error (sysexits EX_SOFTWARE). */
export const EXIT = { ok: 0, refused: 1, usage: 2, internal: 70 } as const;

/** The one table from domain error kinds to exit codes (house style §5). */
export const EXIT_CODE_BY_KIND = {
  invalid: EXIT.usage,
  unauthenticated: EXIT.refused,
  forbidden: EXIT.refused,
  not_found: EXIT.refused,
  conflict: EXIT.refused,
  rule_violation: EXIT.refused,
  too_many_requests: EXIT.refused,
} as const satisfies Record<DomainErrorKind, number>;

export function toExitCode(error: DomainError): number {
  return EXIT_CODE_BY_KIND[error.kind];
}
