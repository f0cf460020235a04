import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorKind } from '../../core/errors/domain-error';
// Fields without a message of their own answer spec §5's generic text, never zod's English.
import '../../core/validation/default-field-message';

/**
 * The one table from domain error kinds to HTTP statuses (house style §5). A new kind fails
 * the build until it is mapped here.
 */
export const STATUS_BY_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule_violation: 422,
  too_many_requests: 429,
} as const satisfies Record<DomainErrorKind, ContentfulStatusCode>;

/**
 * The one JSON shape of every refusal: `success` false, a stable `code`, and the user-facing
 * text in both `error` and `statusText` (the spec's clients toast either, §7/§8).
 */
export interface ErrorBody {
  readonly success: false;
  readonly code: string;
  readonly error: string;
  readonly statusText: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return details === undefined
    ? { success: false, code, error: message, statusText: message }
    : { success: false, code, error: message, statusText: message, details };
}

/** Maps a domain refusal to its status and body. */
export function toHttp(error: DomainError): { status: ContentfulStatusCode; body: ErrorBody } {
  return {
    status: STATUS_BY_KIND[error.kind],
    body: errorBody(error.code, error.message, error.details as Record<string, unknown> | undefined),
  };
}
