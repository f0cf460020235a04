/**
 * The field-validation texts of spec §5, word for word, including its quirks ('Password enter
 * a valid password', 'Textarea Required', the lower-case 'please enter the valid details').
 * Texts the spec shares with §8 are taken from core/errors (the sign-in toasts and the shared
 * texts, not the whole §8 catalogue, which a widget bundle need not carry), never retyped.
 * Entries marked "(ours)" are where the spec shows no wording; they follow its style.
 */
import {
  ENTER_VALID_POSITIVE_AMOUNT,
  INVALID_INPUT,
  PLEASE_FILL_REQUIRED,
  SELECT_EXCEL_FILE,
  SELECT_OPTION_TO_VIEW,
  SELECT_REQUIRED_FIELD,
} from '../errors/shared-texts';
import { SIGN_IN_MESSAGES } from '../errors/sign-in-messages';

/** The sign-in family's field messages (a part of `VALIDATION_MESSAGES`, for its bundle). */
export const SIGN_IN_FIELD_MESSAGES = {
  // §5 login
  fieldRequired: 'This field is required',
  invalidEmailOrMobile: 'Please enter a valid email or mobile',
  passwordRequired: 'Password is required',
  enterValidPassword: 'Enter a valid password',
  invalidEmailAddress: 'Invalid email address',
  emailRequired: 'Email is required',
  enterMobileOrEmail: 'Enter Mobile Number or Email',
  invalidEmailIdOrPhone: 'Please enter a valid Email id or phone number',

  // §5 names, business, email
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidFirstName: 'Please enter a valid first name',
  invalidLastName: 'Please enter a valid last name',
  businessNameRequired: 'Business name is required', // (ours)
  invalidBusinessName: 'Please enter a valid business name', // (ours)
  businessTypeRequired: 'Business type is required',
  industryTypeRequired: 'Industry type is required',
  invalidEmail: 'Please enter a valid Email',
  emailAddressInvalid: 'Email address is invalid',

  // §5 passwords
  invalidSignupPassword: 'Please enter a valid password allowed special characters are @$.!%*#?&',
  invalidPasswordOtherScreen: 'Password enter a valid password',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  passwordMinimumHint: 'Minimum 8 characters',

  // §5 referral, mobile, OTP, age
  invalidReferralCode: 'Please enter a valid referral code',
  referralCodeInvalid: SIGN_IN_MESSAGES.referralInvalid,
  invalidIndianUsMobile: 'Please enter a valid Indian / US mobile number',
  invalidMobile: 'Please enter a valid mobile number',
  invalidNumber: 'Please enter a valid number',
  enterMobileNumber: 'Enter Mobile Number',
  invalidOtp: 'Please enter a valid OTP',
  invalidCode: 'Please enter a valid code',
  otpRejected: SIGN_IN_MESSAGES.invalidOtp,
  ageConfirmationLabel: 'I confirm that I am 18 years or older',
  ageConfirmationRequired: 'Please confirm that you are 18 years or older', // (ours)

  // §5 marketing forms and the generic check
  fillRequiredFields: PLEASE_FILL_REQUIRED,
  selectOptionToView: SELECT_OPTION_TO_VIEW,
  enterValidDetails: 'please enter the valid details',
} as const;

/** The upload and trading forms' field messages (a part of `VALIDATION_MESSAGES`). */
export const TRADING_FIELD_MESSAGES = {
  // §5 uploads
  onlyOneFile: 'You can upload only one file',
  fileTooLarge: (file: string) => `${file} is too large, please pick a smaller file`,
  unsupportedFormat: (file: string) =>
    `(${file}) is not of supported formats. Please upload document of valid type.`,
  uploadValidFile: 'Please upload a valid file',

  // §5 trading forms
  documentNameRequired: 'Document Name is required',
  textareaRequired: 'Textarea Required',
  selectFileToUpload: 'Please select file to upload',
  selectRequiredField: SELECT_REQUIRED_FIELD,
  bidMustBePositive: 'Bid amount must be greater than 0',
  enterValidPositiveAmount: ENTER_VALID_POSITIVE_AMOUNT,
  invalidInput: INVALID_INPUT,
  reasonRequired: 'Reason is required',
  priceRequired: 'Price is required',
  priceMustBePositive: 'Price must be greater than 0',
  servicingFeeRequired: 'Servicing fee is required', // (ours)
  invalidServicingFee: 'Please enter a valid servicing fee', // (ours)
  selectExcelFile: SELECT_EXCEL_FILE,
  selectExactlyOneLoan: 'Please select exactly one loan to reprice', // (ours)
  selectAtLeastOneLoan: 'Please select at least one loan to transfer', // (ours)
} as const;

/** Every field message of spec §5 (the call is pure, so a bundle that uses neither part drops both). */
export const VALIDATION_MESSAGES: typeof SIGN_IN_FIELD_MESSAGES & typeof TRADING_FIELD_MESSAGES =
  /* @__PURE__ */ Object.assign({}, SIGN_IN_FIELD_MESSAGES, TRADING_FIELD_MESSAGES);
