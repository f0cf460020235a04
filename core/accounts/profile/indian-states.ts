/**
 * Place lists of spec §3: the Indian states list (the spec names it without values — these are
 * India's 28 states and 8 union territories, with their vehicle-registration style codes) and
 * the cities the site offers (Bangalore, Hyderabad, Chennai, Delhi, Mumbai).
 */

/** India's states and union territories, by name, with their two-letter codes. */
export const INDIAN_STATES = [
  { code: 'AP', name: 'Andhra Pradesh' },
  { code: 'AR', name: 'Arunachal Pradesh' },
  { code: 'AS', name: 'Assam' },
  { code: 'BR', name: 'Bihar' },
  { code: 'CG', name: 'Chhattisgarh' },
  { code: 'GA', name: 'Goa' },
  { code: 'GJ', name: 'Gujarat' },
  { code: 'HR', name: 'Haryana' },
  { code: 'HP', name: 'Himachal Pradesh' },
  { code: 'JH', name: 'Jharkhand' },
  { code: 'KA', name: 'Karnataka' },
  { code: 'KL', name: 'Kerala' },
  { code: 'MP', name: 'Madhya Pradesh' },
  { code: 'MH', name: 'Maharashtra' },
  { code: 'MN', name: 'Manipur' },
  { code: 'ML', name: 'Meghalaya' },
  { code: 'MZ', name: 'Mizoram' },
  { code: 'NL', name: 'Nagaland' },
  { code: 'OD', name: 'Odisha' },
  { code: 'PB', name: 'Punjab' },
  { code: 'RJ', name: 'Rajasthan' },
  { code: 'SK', name: 'Sikkim' },
  { code: 'TN', name: 'Tamil Nadu' },
  { code: 'TS', name: 'Telangana' },
  { code: 'TR', name: 'Tripura' },
  { code: 'UP', name: 'Uttar Pradesh' },
  { code: 'UK', name: 'Uttarakhand' },
  { code: 'WB', name: 'West Bengal' },
  { code: 'AN', name: 'Andaman and Nicobar Islands' },
  { code: 'CH', name: 'Chandigarh' },
  { code: 'DN', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: 'DL', name: 'Delhi' },
  { code: 'JK', name: 'Jammu and Kashmir' },
  { code: 'LA', name: 'Ladakh' },
  { code: 'LD', name: 'Lakshadweep' },
  { code: 'PY', name: 'Puducherry' },
] as const;

export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

/** spec §3 "cities": the cities forms offer first. */
export const CITIES = ['Bangalore', 'Hyderabad', 'Chennai', 'Delhi', 'Mumbai'] as const;

const BY_NAME = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s.name]));

/** The canonical name of an Indian state written in any case, or null for anything else. */
export function indianStateName(text: string): IndianStateName | null {
  return (BY_NAME.get(text.trim().toLowerCase()) as IndianStateName | undefined) ?? null;
}
