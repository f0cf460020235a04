/**
 * The marketing figures of spec §1, in one place for every page of the US build. Where the
 * spec's pages disagree we chose one figure and keep only it: 6000+ buyers (not 2000+) and
 * 200+ professionals (not 100+), the figures of the spec's own summary.
 */

/** One headline figure: the number as printed and what it counts. */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

export const FIGURES = {
  processed: { value: '$500m', label: 'in mortgage loans processed on the platform' },
  buyers: { value: '6000+', label: 'home buyers served' },
  professionals: { value: '200+', label: 'mortgage professionals on board' },
  processingReduction: { value: 'Up to 70%', label: 'less processing work' },
  documentErrors: { value: '90%+', label: 'fewer document errors' },
  fasterClosing: { value: '50%', label: 'faster closing' },
  cycle: { value: '14-21 days', label: 'loan cycle on ISPz' },
  typicalClose: { value: '30-45 days', label: 'a typical close elsewhere' },
  savings: { value: '200-250 bps', label: 'saved on the cost of a loan' },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

/** The statistics band of the home pages, in reading order. */
export const HOME_STATISTICS: readonly FigureKey[] = [
  'processed',
  'buyers',
  'professionals',
  'processingReduction',
  'documentErrors',
  'fasterClosing',
];

/** The closing-time comparison (ours against the market's). */
export const CLOSING_COMPARISON: readonly FigureKey[] = ['cycle', 'typicalClose', 'savings'];
