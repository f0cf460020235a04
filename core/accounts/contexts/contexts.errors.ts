/**
 * Refusals of businesses, ecosystems and route configuration. Where the spec has a toast for
 * the failure ('Failed to Update business') it is used; the other sentences are ours.
 */
import { refusal } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';

export const CONTEXT_TEXT = {
  businessNotFound: 'Business not found',
  notBusinessAdmin: 'Only the business admin can do this',
  invalidCategory: 'Please select a valid industry type',
  alreadyMember: 'This user is already a member of the business',
  userNotFound: 'No account found with these details',
  memberNotFound: 'This user is not a member of the business',
  ownerStays: 'The owner of a business cannot be removed or demoted',
  alreadyApproved: 'This business is already approved',
  ecosystemAlreadyApproved: 'This ecosystem is already approved',
  notPlatformAdmin: 'Only the platform admin can do this',
  ecosystemNotFound: 'Ecosystem not found',
  ecosystemUrlTaken: 'An ecosystem with this URL is already registered',
  notEcosystemOwner: 'Only the owner of the ecosystem can add participants',
  cannotRegisterEcosystem: 'Only a business admin can register an ecosystem',
  alreadyParticipant: 'This business is already a participant on that side',
  notInBusinessContext: 'Switch to your business to do this',
  pathNotInMenu: 'This page is not in the member’s menu',
  invitationNotFound: 'Invitation not found',
  invitationDecided: 'This invitation has already been answered',
  invalidRole: 'Please select a valid role',
  invalidParticipantKind: 'Please select a valid participant type',
  emailNotVerified: 'Please verify your email address first: request a code to it from your profile',
  noRouteSetting: 'Choose the default-user flag or the persona check to set',
} as const;

const e = refusal;

/** Refusals of the contexts hub, by reason. */
export const ContextErrors = {
  businessNotFound: e('not_found', 'BUSINESS.NOT_FOUND', CONTEXT_TEXT.businessNotFound),
  /** spec §8 failure toast of PUT /businesses. */
  updateFailed: e('forbidden', 'BUSINESS.UPDATE_FORBIDDEN', MESSAGES.updateBusinessFailed),
  updateLost: e('conflict', 'BUSINESS.UPDATE_FAILED', MESSAGES.updateBusinessFailed),
  notBusinessAdmin: e('forbidden', 'BUSINESS.NOT_ADMIN', CONTEXT_TEXT.notBusinessAdmin),
  invalidCategory: e('invalid', 'BUSINESS.INVALID_CATEGORY', CONTEXT_TEXT.invalidCategory),
  alreadyMember: e('conflict', 'BUSINESS.ALREADY_MEMBER', CONTEXT_TEXT.alreadyMember),
  userNotFound: e('not_found', 'BUSINESS.USER_NOT_FOUND', CONTEXT_TEXT.userNotFound),
  memberNotFound: e('not_found', 'BUSINESS.MEMBER_NOT_FOUND', CONTEXT_TEXT.memberNotFound),
  ownerStays: e('rule_violation', 'BUSINESS.OWNER_STAYS', CONTEXT_TEXT.ownerStays),
  alreadyApproved: e('conflict', 'BUSINESS.ALREADY_APPROVED', CONTEXT_TEXT.alreadyApproved),
  ecosystemAlreadyApproved: e(
    'conflict',
    'ECOSYSTEM.ALREADY_APPROVED',
    CONTEXT_TEXT.ecosystemAlreadyApproved,
  ),
  notPlatformAdmin: e('forbidden', 'ACCOUNT.NOT_PLATFORM_ADMIN', CONTEXT_TEXT.notPlatformAdmin),
  ecosystemNotFound: e('not_found', 'ECOSYSTEM.NOT_FOUND', CONTEXT_TEXT.ecosystemNotFound),
  ecosystemUrlTaken: e('conflict', 'ECOSYSTEM.URL_TAKEN', CONTEXT_TEXT.ecosystemUrlTaken),
  notEcosystemOwner: e('forbidden', 'ECOSYSTEM.NOT_OWNER', CONTEXT_TEXT.notEcosystemOwner),
  cannotRegisterEcosystem: e('forbidden', 'ECOSYSTEM.NOT_ALLOWED', CONTEXT_TEXT.cannotRegisterEcosystem),
  alreadyParticipant: e('conflict', 'ECOSYSTEM.ALREADY_PARTICIPANT', CONTEXT_TEXT.alreadyParticipant),
  notInBusinessContext: e('forbidden', 'BUSINESS.NO_CONTEXT', CONTEXT_TEXT.notInBusinessContext),
  pathNotInMenu: e('invalid', 'ROUTES.PATH_NOT_IN_MENU', CONTEXT_TEXT.pathNotInMenu),
  routeUserNotFound: e('not_found', 'ROUTES.USER_NOT_FOUND', CONTEXT_TEXT.userNotFound),
  noRouteSetting: e('invalid', 'ROUTES.NOTHING_TO_SET', CONTEXT_TEXT.noRouteSetting),
  invitationNotFound: e('not_found', 'BUSINESS.INVITATION_NOT_FOUND', CONTEXT_TEXT.invitationNotFound),
  invitationDecided: e('conflict', 'BUSINESS.INVITATION_DECIDED', CONTEXT_TEXT.invitationDecided),
  /** Only an email proven by an OTP sent to it answers an invitation to that email. */
  emailNotVerified: e('rule_violation', 'BUSINESS.EMAIL_NOT_VERIFIED', CONTEXT_TEXT.emailNotVerified),
};
