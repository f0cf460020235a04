/**
 * LOAN RECORDS as a custom element, collected by `widgets/trading/elements.ts`:
 * `<ispz-loan-records tape-name>`; the filter is set as the `query` property. Selection and
 * "open loan" become `ispz:selection-change` and `ispz:open-loan` on the element.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { LoanRecords } from './loan-records';
import type { LoanRecordsProps } from './records-props';

/** The records area's element rows. */
export const RECORDS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<LoanRecordsProps & TradingWidgetProps>({
    tag: 'ispz-loan-records',
    component: LoanRecords,
    attributes: [{ name: 'tape-name', prop: 'tapeName' }],
    events: {
      onSelectionChange: { type: 'ispz:selection-change', detail: (ids) => ({ loanIds: ids }) },
      onOpenLoan: { type: 'ispz:open-loan', detail: (loanId) => ({ loanId }) },
    },
  }),
];
