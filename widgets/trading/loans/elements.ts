/**
 * The loans area's custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-loan-tapes initial-tape>`, `<ispz-loan-detail>` (its `loan` set as a property),
 * `<ispz-lender-details lender-id>` and `<ispz-notifications>`. The session comes from the
 * family's host props, like every trading element. Loan Tapes reports `ispz:open-loan` (a row's
 * View) and `ispz:opened-for-bidding` (the lender's opening).
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { LenderDetailsCard } from './lender-details-card';
import { LoanDetailPanel } from './loan-detail-panel';
import { LoanTapes } from './loan-tapes';
import { NotificationsList } from './notifications-list';
import type {
  LenderDetailsCardProps,
  Loan,
  LoanDetailPanelProps,
  LoanTapesProps,
  NotificationsListProps,
} from './props';

/** The loans area's element rows. */
export const LOANS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<LoanTapesProps & TradingWidgetProps>({
    tag: 'ispz-loan-tapes',
    component: LoanTapes,
    attributes: [{ name: 'initial-tape', prop: 'initialTape' }],
    events: {
      onOpenLoan: { type: 'ispz:open-loan', detail: (loan) => ({ loanId: (loan as Loan)._id }) },
      onOpenedForBidding: 'ispz:opened-for-bidding',
    },
  }),
  elementSpec<LoanDetailPanelProps & TradingWidgetProps>({
    tag: 'ispz-loan-detail',
    component: LoanDetailPanel,
    attributes: [],
  }),
  elementSpec<LenderDetailsCardProps & TradingWidgetProps>({
    tag: 'ispz-lender-details',
    component: LenderDetailsCard,
    attributes: [{ name: 'lender-id', prop: 'lenderId' }],
  }),
  elementSpec<NotificationsListProps & TradingWidgetProps>({
    tag: 'ispz-notifications',
    component: NotificationsList,
    attributes: [],
  }),
];
