/**
 * POOL FILTERS and the loan pool as custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-pool-filters variant>` (Filter/Clear become `ispz:filter` with the query) and
 * `<ispz-loan-pool variant tape-name>` (filters + LOAN RECORDS, with the records' events).
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import type { LoanPoolProps, PoolFiltersProps } from './filters-props';
import { LoanPool } from './loan-pool';
import { PoolFilters } from './pool-filters';

/** The filters area's element rows. */
export const FILTERS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<PoolFiltersProps & TradingWidgetProps>({
    tag: 'ispz-pool-filters',
    component: PoolFilters,
    attributes: [{ name: 'variant', prop: 'variant' }],
    events: { onFilter: 'ispz:filter' },
  }),
  elementSpec<LoanPoolProps & TradingWidgetProps>({
    tag: 'ispz-loan-pool',
    component: LoanPool,
    attributes: [
      { name: 'variant', prop: 'variant' },
      { name: 'tape-name', prop: 'tapeName' },
    ],
    events: {
      onSelectionChange: { type: 'ispz:selection-change', detail: (ids) => ({ loanIds: ids }) },
      onOpenLoan: { type: 'ispz:open-loan', detail: (loanId) => ({ loanId }) },
    },
  }),
];
