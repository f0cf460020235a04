/**
 * The analysis area's custom element, collected by `widgets/trading/elements.ts`:
 * `<ispz-pool-analysis loan-ids heading>` — the caller's pool, or the loans named by
 * `loan-ids` (comma-separated). The session comes from the family's host props.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { PoolAnalysis } from './pool-analysis';
import type { PoolAnalysisProps } from './props';

/** The analysis area's element rows. */
export const ANALYSIS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<PoolAnalysisProps & TradingWidgetProps>({
    tag: 'ispz-pool-analysis',
    component: PoolAnalysis,
    attributes: [
      { name: 'loan-ids', prop: 'loanIds' },
      { name: 'heading', prop: 'heading' },
    ],
  }),
];
