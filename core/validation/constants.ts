/**
 * Business constants and limits of spec §9 that field rules depend on. The enumerations
 * (business types, HMDA values, tape types …) live in `option-lists.ts` and are re-exported
 * here so one import gives every constant.
 */
export * from './option-lists';

/** Password: at least 8 characters, every one a letter, a digit or one of `@$.!%*#?&` (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Ours: bounds the work of hashing an attacker-chosen input; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '@$.!%*#?&';
export const PASSWORD_PATTERN = /^[A-Za-z\d@$.!%*#?&]{8,128}$/;

/** One-time passwords are exactly 5 digits. */
export const OTP_LENGTH = 5;
export const OTP_PATTERN = /^\d{5}$/;

/** Mobile numbers: 10 digits starting 6–9 (the input also caps typing at 10 characters). */
export const MOBILE_LENGTH = 10;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Country codes offered beside the mobile field, defaulted by the visitor's country. */
export const COUNTRY_CODES = ['+91', '+1'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Referral codes are letters and digits, upper-cased as typed. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]+$/;

export const MINIMUM_AGE = 18;

/** Uploads: one file of at most 50,000,000 bytes. */
export const UPLOAD_MAX_BYTES = 50_000_000;
export const UPLOAD_MAX_FILES = 1;
/** File names longer than this are shortened for display. */
export const FILE_NAME_DISPLAY_LIMIT = 50;

/** Loan list request: first page, 500 loans. */
export const LOAN_LIST_PAGE = 1;
export const LOAN_LIST_LIMIT = 500;
export const TABLE_PAGE_SIZES = [6, 10, 15, 20, 25] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 10;

/** Keys number inputs ignore (spec §5: space, e, up, down); the bid input also blocks minus. */
export const NUMBER_INPUT_BLOCKED_KEYS = [' ', 'e', 'ArrowUp', 'ArrowDown'] as const;
export const BID_INPUT_BLOCKED_KEYS = [...NUMBER_INPUT_BLOCKED_KEYS, '-'] as const;

/** Where a bid amount is typed; decides its minimum (spec §5). */
export type BidContext = 'bidding' | 'purchaseApproval' | 'stakeholder';
export const BID_MIN: Readonly<Record<BidContext, number>> = {
  bidding: 1,
  purchaseApproval: 1,
  stakeholder: 0,
};
export const BID_STEP = 0.01;
export const SERVICING_FEE_MIN = 0;
export const SERVICING_FEE_STEP = 0.01;
export const REPRICE_MIN = 0.01;

/** Defaults of the business registration payload (spec §3, §9). */
export const DEFAULT_BUSINESS_TYPE = 'Private Limited';
export const DEFAULT_BUSINESS_MASTER_CATEGORY = 'eCommerce';

/** The only stage a new stipulation can be raised in (spec §5). */
export const STIPULATION_STAGES = ['Due-Diligence'] as const;

/** Labels of the login identifier: the ubargain partner login takes an email only (spec §5, §9). */
export const LOGIN_IDENTIFIER_LABELS = { standard: 'Email or Mobile', ubargain: 'Email' } as const;

/** Extensions accepted by default (spec §9), lower case without the dot. */
export const UPLOAD_TYPES = ['png', 'jpeg', 'jpg', 'pdf', 'xls', 'xlsx'] as const;
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;

/** The screens that take a file, each with its own accepted extensions (spec §5). */
export type UploadContext =
  | 'default'
  | 'stipulation'
  | 'biddingQuery'
  | 'tape'
  | 'missingDocument'
  | 'additionalDocument'
  | 'bulkBid'
  | 'image';

export const UPLOAD_TYPES_BY_CONTEXT: Readonly<Record<UploadContext, readonly string[]>> = {
  default: UPLOAD_TYPES,
  stipulation: ['jpg', 'jpeg', 'png', 'pdf', 'xls', 'xlsx'],
  // "image and pdf": the image category of §9 is jpg, jpeg, png.
  biddingQuery: [...IMAGE_TYPES, 'pdf'],
  tape: ['xls', 'xlsx', 'pdf'],
  missingDocument: ['pdf', 'doc', 'docx', 'xlsx'],
  additionalDocument: ['jpeg', 'jpg', 'png', 'pdf'],
  bulkBid: ['xlsx'],
  image: IMAGE_TYPES,
};
