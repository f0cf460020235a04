/**
 * Value lists of spec §3, §6 and §9 that forms offer as choices. Where the spec names a list
 * without its values, the choice is written beside it.
 */

/** Business types (spec §3); the default is Private Limited. */
export const BUSINESS_TYPES = [
  'Private Limited',
  'Public Limited',
  'Non Profit',
  'Self Employed',
  'Government Agency',
  'Sole Proprietorship',
  'Partnership Firm',
  'Limited Liability Partnership',
  'Trust Association Society',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** "How did you hear about us" on the contact form (spec §5). */
export const KNOW_THROUGH_OPTIONS = [
  'Social Media',
  'Email',
  'Search Engine',
  'Advertisement',
  'Others',
] as const;

/** What the lead form opens after a valid submit (spec §3). */
export const LEAD_OPTIONS = ['video', 'pdf', 'url'] as const;

/** HMDA value lists (spec §9). */
export const HMDA_GENDERS = ['Male', 'Female', 'Others'] as const;
export const HMDA_ETHNICITIES = [
  'Cuban',
  'Hispanic or Latino',
  'Mexican',
  'Puerto Rican',
  'Other Hispanic or Latino',
  'Others',
  'Not declared',
] as const;
/**
 * Spec §9 says "six options including Not declared" without the other five; these are the
 * five race categories of the HMDA (Regulation C) data collection form.
 */
export const HMDA_RACES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Not declared',
] as const;

/** Pool filters that can be saved as a favourite (spec §9). */
export const FAVOURITE_FILTER_NAMES = ['loan amount', 'ltv', 'fico', 'tenure', 'debt to income'] as const;

/**
 * Spec §9: "three fixed entries" with no names shown; these are fictional but realistic
 * mortgage servicers, so demo data never names a real company.
 */
export const SERVICERS = [
  { id: 'keystone-loan-servicing', name: 'Keystone Loan Servicing LLC' },
  { id: 'harborview-mortgage-servicing', name: 'Harborview Mortgage Servicing' },
  { id: 'summit-servicing', name: 'Summit Servicing Co.' },
] as const;
export type ServicerId = (typeof SERVICERS)[number]['id'];

/** Tapes a due-diligence user can generate (spec §9 lists seven names though it says "six report types"). */
export const GENERATION_TAPE_TYPES = [
  'ASF',
  'Supplemental Data Extract (SDE)',
  'Business Purpose Supplement',
  'Valuation Report',
  'ATR OR QM Report',
  'eResi Standard 1',
  'newRez',
] as const;

/** Tape upload choices for a due-diligence user (spec §6), spelled as the spec spells them. */
export const DD_TAPE_UPLOAD_OPTIONS = [
  'inTENT Tape1',
  'Scienna Fees',
  'Scienna Disclosures',
  'Scienna Loans',
  'newRez',
  'eResi Standard 1',
] as const;
/** Tape upload choices for every other persona (spec §6). */
export const OTHER_TAPE_UPLOAD_OPTIONS = ['ASF', 'Supplemental Data Extract'] as const;
