/**
 * Texts and refusals of profile and addresses. The success toasts are the spec's (§8); the
 * spec shows no wording for these refusals, so the sentences here are ours.
 */
import { refusal } from '../../errors/domain-error';

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
};
