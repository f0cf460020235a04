import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from '../validation/option-lists';
import type { CodeListName } from './fields';

/**
 * The enumerated fields' values. The platform stores the label (for HMDA fields the spec §9
 * label, so the pool filters' radio groups match); a tape may give the label, a synonym, or a
 * numeric code. Numeric codes differ between code sets — HMDA loan purpose 2 is home
 * improvement, ASF loan purpose 2 is a cash-out refinance — so a mapping says which set its
 * codes follow. ASF codes are those of the ASF RMBS disclosure package as we read it; where a
 * value has no code in a set, only its label and synonyms are recognised.
 */
export type CodeSet = 'hmda' | 'asf';

export interface CodeEntry {
  readonly label: string;
  readonly hmda: readonly string[];
  readonly asf: readonly string[];
  readonly synonyms: readonly string[];
}

const entry = (label: string, hmda: string[], asf: string[], synonyms: string[] = []): CodeEntry => ({
  label,
  hmda,
  asf,
  synonyms,
});

type Labels<L extends readonly string[]> = { readonly [K in L[number]]: CodeEntry };
const byLabel = <L extends readonly string[]>(_labels: L, entries: Labels<L>): readonly CodeEntry[] =>
  Object.values(entries);

const notProvided = ['Information not provided', 'Not provided', 'Not applicable', 'Declined', 'NA'];

export const CODE_LISTS: Readonly<Record<CodeListName, readonly CodeEntry[]>> = {
  occupancy: [
    entry(
      'Primary Residence',
      ['1'],
      ['1'],
      ['Principal Residence', 'Owner Occupied', 'Primary', 'Owner', 'O', 'P'],
    ),
    entry('Second Home', ['2'], ['2'], ['Second Residence', 'Secondary Residence', 'Vacation Home', 'S']),
    entry(
      'Investment Property',
      ['3'],
      ['3'],
      ['Investment', 'Investor', 'Investor Property', 'Non-owner Occupied', 'I', 'N'],
    ),
  ],
  purpose: [
    entry('Purchase', ['1'], ['1'], ['Home Purchase']),
    entry('Cash-out Refinance', ['32'], ['2'], ['Cash-out Refinancing', 'Cash Out', 'Cash-out Refi']),
    entry(
      'Rate/Term Refinance',
      ['31'],
      ['3'],
      [
        'Refinance',
        'Refinancing',
        'No Cash-out Refinance',
        'Limited Cash-out Refinance',
        'Rate and Term Refinance',
      ],
    ),
    entry('Construction to Permanent', [], ['4'], ['Construction']),
    entry('Home Improvement', ['2'], [], []),
    entry('Other', ['4', '5'], ['5'], ['Other Purpose']),
  ],
  // An open list: values it does not know are kept as written (see `readCode`).
  propertyType: [
    entry(
      'Single Family',
      [],
      ['1'],
      ['SFR', 'Single Family Residence', 'Single Family Detached', 'SF', 'Detached'],
    ),
    entry('Condominium', [], ['2'], ['Condo', 'Low-rise Condo']),
    entry('High-rise Condominium', [], ['3'], ['High-rise Condo']),
    entry('Townhouse', [], ['4'], ['Townhome']),
    entry('Co-op', [], ['5'], ['Cooperative']),
    entry('2-4 Family', [], ['6'], ['Multi-family', '2-4 Unit', 'Two-to-four Family']),
    entry('PUD', [], ['7'], ['Planned Unit Development']),
    entry('Manufactured Housing', [], ['8'], ['Manufactured', 'Mobile Home']),
  ],
  ethnicity: byLabel(HMDA_ETHNICITIES, {
    'Hispanic or Latino': entry('Hispanic or Latino', ['1'], []),
    Mexican: entry('Mexican', ['11'], []),
    'Puerto Rican': entry('Puerto Rican', ['12'], []),
    Cuban: entry('Cuban', ['13'], []),
    'Other Hispanic or Latino': entry('Other Hispanic or Latino', ['14'], []),
    Others: entry('Others', ['2'], [], ['Not Hispanic or Latino', 'Other']),
    // "Ethnicity Not Available": the public HMDA data's derived_ethnicity.
    'Not declared': entry('Not declared', ['3', '4'], [], [...notProvided, 'Ethnicity Not Available']),
  }),
  race: byLabel(HMDA_RACES, {
    'American Indian or Alaska Native': entry('American Indian or Alaska Native', ['1'], []),
    Asian: entry(
      'Asian',
      ['2', '21', '22', '23', '24', '25', '26', '27'],
      [],
      ['Asian Indian', 'Chinese', 'Filipino', 'Japanese', 'Korean', 'Vietnamese', 'Other Asian'],
    ),
    'Black or African American': entry('Black or African American', ['3'], [], ['Black', 'African American']),
    'Native Hawaiian or Other Pacific Islander': entry(
      'Native Hawaiian or Other Pacific Islander',
      ['4', '41', '42', '43', '44'],
      [],
      ['Native Hawaiian', 'Guamanian or Chamorro', 'Samoan', 'Other Pacific Islander'],
    ),
    White: entry('White', ['5'], []),
    'Not declared': entry('Not declared', ['6', '7'], [], [...notProvided, 'Race Not Available']),
  }),
  gender: byLabel(HMDA_GENDERS, {
    Male: entry('Male', ['1'], [], ['M']),
    Female: entry('Female', ['2'], [], ['F']),
    Others: entry('Others', ['3', '4', '6'], [], ['Other', ...notProvided, 'Both', 'Sex Not Available']),
  }),
};
