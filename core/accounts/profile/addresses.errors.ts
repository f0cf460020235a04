/**
 * Texts and refusals of profile and addresses. The success toasts are the spec's (§8); the
 * spec shows no wording for these refusals, so the sentences here are ours.
 */
import { refusal } from '../../errors/domain-error';
import { VALIDATION_MESSAGES } from '../../validation/messages';

export const ADDRESS_TEXT = {
  line1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  invalidState: 'Please select a valid state',
  invalidPin: 'Please enter a valid PIN code',
  invalidZip: 'Please enter a valid ZIP code',
  invalidCountry: 'Please select a valid country',
  tooLong: 'This field is too long',
  addressNotFound: 'Address not found',
  tooManyAddresses: 'You can keep at most 20 addresses',
  profileNotFound: 'Profile not found',
  emailTaken: 'This email address is already used by another account',
  mobileTaken: 'This mobile number is already used by another account',
  nothingToUpdate: 'please enter the valid details',
  oneContactAtATime: 'Please change your email and your mobile number one at a time',
  /** An account without a password (social sign-in) cannot prove it is its holder yet. */
  passwordNeededForContact:
    'Please set a password with "Forgot password" before changing your email or mobile number',
  contactChangedSubject: 'Your contact details were changed',
  contactChangedBody: (platformName: string, what: 'email' | 'mobile') =>
    `The ${what === 'email' ? 'email address' : 'mobile number'} you log in to ${platformName} with was ` +
    'just changed, and every session was logged out. If this was not you, reset your password and contact support.',
} as const;

const e = refusal;

/** Refusals of the area, by reason. */
export const AddressErrors = {
  addressNotFound: e('not_found', 'ADDRESS.NOT_FOUND', ADDRESS_TEXT.addressNotFound),
  tooMany: e('rule_violation', 'ADDRESS.TOO_MANY', ADDRESS_TEXT.tooManyAddresses),
  profileNotFound: e('not_found', 'PROFILE.NOT_FOUND', ADDRESS_TEXT.profileNotFound),
  emailTaken: e('conflict', 'PROFILE.EMAIL_TAKEN', ADDRESS_TEXT.emailTaken),
  mobileTaken: e('conflict', 'PROFILE.MOBILE_TAKEN', ADDRESS_TEXT.mobileTaken),
  nothingToUpdate: e('invalid', 'PROFILE.NOTHING_TO_UPDATE', ADDRESS_TEXT.nothingToUpdate),
  /** A new email or mobile number is applied only with the code sent to it (spec §5 OTP text). */
  otpRequired: e('invalid', 'PROFILE.OTP_REQUIRED', VALIDATION_MESSAGES.invalidOtp),
  /** One code proves one address: an email and a mobile number are changed in two steps. */
  oneContactAtATime: e('invalid', 'PROFILE.ONE_CONTACT_AT_A_TIME', ADDRESS_TEXT.oneContactAtATime),
  /** A new email or mobile number also needs the current password (spec §5 login text). */
  currentPasswordRequired: e(
    'invalid',
    'PROFILE.CURRENT_PASSWORD_REQUIRED',
    VALIDATION_MESSAGES.passwordRequired,
  ),
  /** Nothing but a password proves the holder of an account today; social accounts set one first. */
  passwordNeededForContact: e(
    'rule_violation',
    'PROFILE.PASSWORD_NEEDED',
    ADDRESS_TEXT.passwordNeededForContact,
  ),
};
