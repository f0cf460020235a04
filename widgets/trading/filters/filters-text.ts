/**
 * The POOL FILTERS panel's words: the spec's title and field names (§2) word for word, the
 * HMDA group names, and short labels the spec has none for (range ends, favourites).
 */

/** The texts of the pool filters panel. */
export const FILTERS_TEXT = {
  title: 'POOL FILTERS',
  subtitle: 'Loan Parameters',
  ranges: {
    ficoRange: 'FICO',
    ltvRange: 'LTV %',
    dtiRange: 'Debt to Income %',
    tenureRange: 'Tenure (months)',
  },
  min: 'Min',
  max: 'Max',
  loanId: 'Loan Id',
  borrower: 'Borrower',
  anyBorrower: 'Any borrower',
  hmda: { ethnicity: 'Ethnicity', race: 'Race', gender: 'Gender' },
  clear: 'Clear',
  filter: 'Filter',
  favourites: 'Favourite filters',
  chooseFavourite: 'Choose a favourite',
  apply: 'Apply',
  delete: 'Delete',
  saveAs: 'Save current ranges as',
  save: 'Save',
  /** Saving needs a name and at least one complete range. */
  saveNeeds: 'Give a name and fill both ends of at least one range to save a favourite.',
  saved: 'Favourite saved',
  deleted: 'Favourite deleted',
} as const;
