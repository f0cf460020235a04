/**
 * The transfer-and-pricing dialogs as custom elements, collected by
 * `widgets/trading/elements.ts`: `<ispz-transfer open aggregate-to>` (its `loanIds` and `loans`
 * given through `mount()`), `<ispz-reprice-loan open loan-id loan-number>` and
 * `<ispz-assign-servicer open>` (`loanIds` through `mount()`). Their outcomes become
 * `ispz:transferred`, `ispz:repriced` and `ispz:servicer-assigned`.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { AssignServicerDialog } from './assign-servicer-dialog';
import type { AssignServicerDialogProps, RepriceDialogProps, TransferDialogProps } from './props';
import { RepriceDialog } from './reprice-dialog';
import { TransferDialog } from './transfer-dialog';

const OPEN = { name: 'open', prop: 'open', kind: 'boolean' } as const;

/** The transfer area's element rows. */
export const TRANSFER_ELEMENTS: readonly TableEntry[] = [
  elementSpec<TransferDialogProps & TradingWidgetProps>({
    tag: 'ispz-transfer',
    component: TransferDialog,
    attributes: [OPEN, { name: 'aggregate-to', prop: 'aggregateTo' }],
    events: { onDone: 'ispz:transferred' },
  }),
  elementSpec<RepriceDialogProps & TradingWidgetProps>({
    tag: 'ispz-reprice-loan',
    component: RepriceDialog,
    attributes: [OPEN, { name: 'loan-id', prop: 'loanId' }, { name: 'loan-number', prop: 'loanNumber' }],
    events: { onDone: 'ispz:repriced' },
  }),
  elementSpec<AssignServicerDialogProps & TradingWidgetProps>({
    tag: 'ispz-assign-servicer',
    component: AssignServicerDialog,
    attributes: [OPEN],
    events: { onDone: { type: 'ispz:servicer-assigned', detail: (assignments) => ({ assignments }) } },
  }),
];
