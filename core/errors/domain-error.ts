/**
 * A refusal the user can be told about (house style §4). `kind` decides the HTTP status and
 * the CLI exit code (one table per driving adapter); `code` is stable for clients
 * (`TRANSFER.DD_NOT_STARTED`); `message` is the exact user-facing text of the spec (§5, §8).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'not_found'
  | 'forbidden'
  | 'conflict'
  | 'rule_violation'
  | 'unauthenticated'
  | 'too_many_requests';

export const DOMAIN_ERROR_KINDS = [
  'invalid',
  'not_found',
  'forbidden',
  'conflict',
  'rule_violation',
  'unauthenticated',
  'too_many_requests',
] as const satisfies readonly DomainErrorKind[];

export interface DomainError {
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Builds a `DomainError`. */
export function domainError(
  kind: DomainErrorKind,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): DomainError {
  return details === undefined ? { kind, code, message } : { kind, code, message, details };
}

export function isDomainError(value: unknown): value is DomainError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    (DOMAIN_ERROR_KINDS as readonly unknown[]).includes(v.kind)
  );
}

/**
 * A builder of one refusal with a fixed kind, code and message, called with the details of one
 * case — so an area lists its refusals as a table and writes each reason's code and text once.
 *
 * @example
 * const closed = refusal('rule_violation', 'BID.CLOSED', 'Bidding on this loan is closed');
 * return err(closed({ bidId }));
 */
export function refusal(
  kind: DomainErrorKind,
  code: string,
  message: string,
): (details?: Record<string, unknown>) => DomainError {
  return (details) => domainError(kind, code, message, details);
}
