/**
 * The decision grids' custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-stakeholder-grid tape-name>`, `<ispz-purchase-approval-grid approver-id>` and
 * `<ispz-price-adjustments>` (its `loanIds` set as a property). The session comes from the
 * family's host props, like every trading element. `onDecided` becomes an event once the
 * event map names it.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { PriceAdjustments } from './price-adjustments';
import type { PriceAdjustmentsProps, PurchaseApprovalGridProps, StakeholderGridProps } from './props';
import { PurchaseApprovalGrid } from './purchase-approval-grid';
import { StakeholderGrid } from './stakeholder-grid';

/** The grids area's element rows. */
export const GRID_ELEMENTS: readonly TableEntry[] = [
  elementSpec<StakeholderGridProps & TradingWidgetProps>({
    tag: 'ispz-stakeholder-grid',
    component: StakeholderGrid,
    attributes: [{ name: 'tape-name', prop: 'tapeName' }],
  }),
  elementSpec<PurchaseApprovalGridProps & TradingWidgetProps>({
    tag: 'ispz-purchase-approval-grid',
    component: PurchaseApprovalGrid,
    attributes: [{ name: 'approver-id', prop: 'approverId' }],
  }),
  elementSpec<PriceAdjustmentsProps & TradingWidgetProps>({
    tag: 'ispz-price-adjustments',
    component: PriceAdjustments,
    attributes: [],
  }),
];
