/**
 * Builders of the trading areas' refusals: each area lists its refusals as a table of
 * `refusal(kind, code, message)` and calls the entry with the details of one case, so the
 * code and the text of a reason are written once.
 */
import { type DomainError, domainError } from '../errors/domain-error';

/**
 * A builder of one refusal with a fixed kind, code and message.
 *
 * @example
 * const closed = refusal('rule_violation', 'BID.CLOSED', 'Bidding on this loan is closed');
 * return err(closed({ bidId }));
 */
export function refusal(
  kind: DomainError['kind'],
  code: string,
  message: string,
): (details?: Record<string, unknown>) => DomainError {
  return (details) => domainError(kind, code, message, details);
}
