/**
 * What the pool summary analyses: the caller's pool while no loan is selected in the records
 * below it, else exactly the selected loans, with a heading that says which.
 */
export interface SummaryWords {
  readonly whole: string;
  readonly selected: (count: number) => string;
}

export interface SummaryTarget {
  readonly heading: string;
  /** The loans to analyse; absent: the caller's pool. */
  readonly loanIds?: readonly string[];
}

export function summaryTarget(selected: readonly string[], words: SummaryWords): SummaryTarget {
  const ids = [...new Set(selected)];
  return ids.length === 0 ? { heading: words.whole } : { heading: words.selected(ids.length), loanIds: ids };
}
