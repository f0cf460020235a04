/** Refusals of the marketing forms' admin side; the forms' own messages are spec §5's (core/validation). */
import { type DomainError, domainError } from '../../errors/domain-error';

export const MarketingErrors = {
  notPlatformAdmin: (): DomainError =>
    domainError('forbidden', 'ACCOUNT.NOT_PLATFORM_ADMIN', 'Only the platform admin can do this'),
};
