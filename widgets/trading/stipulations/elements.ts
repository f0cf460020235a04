/**
 * The stipulation area's custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-new-stipulation loan-id loan-number open>`, `<ispz-stipulation-chat loan-id
 * loan-number stipulation-id open>` and `<ispz-bid-question bid-id bidder-id loan-number open>`.
 * `open` opens the dialog (closing it from inside works without the host listening); the
 * created and resolved threads become `ispz:stipulation-created` / `ispz:stipulation-resolved`.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared/with-trading';
import { BidQuestionChat } from './bid-question-chat';
import { NewStipulationDialog } from './new-stipulation-dialog';
import type { BidQuestionChatProps, NewStipulationDialogProps, StipulationChatProps } from './props';
import { StipulationChat } from './stipulation-chat';

const stipulation = (id: unknown) => ({ stipulationId: String(id) });

/** The stipulation area's element rows. */
export const STIPULATIONS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<NewStipulationDialogProps & TradingWidgetProps>({
    tag: 'ispz-new-stipulation',
    component: NewStipulationDialog,
    attributes: [
      { name: 'loan-id', prop: 'loanId' },
      { name: 'loan-number', prop: 'loanNumber' },
      { name: 'open', prop: 'open', kind: 'boolean' },
    ],
    events: { onCreated: { type: 'ispz:stipulation-created', detail: stipulation } },
  }),
  elementSpec<StipulationChatProps & TradingWidgetProps>({
    tag: 'ispz-stipulation-chat',
    component: StipulationChat,
    attributes: [
      { name: 'loan-id', prop: 'loanId' },
      { name: 'loan-number', prop: 'loanNumber' },
      { name: 'stipulation-id', prop: 'stipulationId' },
      { name: 'open', prop: 'open', kind: 'boolean' },
    ],
    events: { onResolved: { type: 'ispz:stipulation-resolved', detail: stipulation } },
  }),
  elementSpec<BidQuestionChatProps & TradingWidgetProps>({
    tag: 'ispz-bid-question',
    component: BidQuestionChat,
    attributes: [
      { name: 'bid-id', prop: 'bidId' },
      { name: 'bidder-id', prop: 'bidderId' },
      { name: 'loan-number', prop: 'loanNumber' },
      { name: 'open', prop: 'open', kind: 'boolean' },
    ],
  }),
];
