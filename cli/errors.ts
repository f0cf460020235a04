import type { DomainError, DomainErrorKind } from '../core/errors/domain-error';

/**
 * Exit codes: 0 ok, 1 refused by a rule, and the BSD sysexits for the rest — 64 EX_USAGE (bad
 * command line: commander's errors, bad option values), 65 EX_DATAERR (an input file that cannot
 * be used), 66 EX_NOINPUT (an input file that does not exist or cannot be read), 78 EX_CONFIG (bad
 * or missing configuration), 70 EX_SOFTWARE only for internal errors.
 */
export const EXIT = {
  ok: 0,
  refused: 1,
  usage: 64,
  data: 65,
  noInput: 66,
  internal: 70,
  config: 78,
} as const;

/** The exit code of a failure a command did not handle itself (what `action` reports). */
export function exitCodeOfFailure(error: unknown): number {
  if (error instanceof Error && error.name === 'ConfigError') return EXIT.config;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return EXIT.noInput;
  return EXIT.internal;
}

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

/**
 * The exit code of a refusal of an input file the command read (a tape, a bid sheet): when the
 * file itself is what cannot be used — its type, its content, its bounds, its columns, not one
 * importable row — that is a data error (65), not a bad command line; other refusals keep theirs.
 */
export function toFileExitCode(error: DomainError): number {
  return error.kind === 'invalid' ? EXIT.data : toExitCode(error);
}
