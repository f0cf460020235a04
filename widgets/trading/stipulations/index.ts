/**
 * The stipulation widgets of the trading family (spec §2 "new-stipulation form (Loan Id
 * header)", "stipulation chat modal"; §4 resolve rules; §5 form rules): `NewStipulationDialog`
 * on `/stipulations_create`, `StipulationChat` over `/stipulations_view/{id}`,
 * `/stipulations_reply` and `/stipulations_close`, and `BidQuestionChat` over
 * `/viewBidStipulations` / `/bidStipulations`. The loan records table opens the first two from
 * its chat and view icons. Each works inside a `TradingProvider` or standalone with a session.
 */
export { BidQuestionChat } from './bid-question-chat';
export { STIPULATIONS_ELEMENTS } from './elements';
export { NewStipulationDialog } from './new-stipulation-dialog';
export type {
  BidQuestionChatProps,
  NewStipulationDialogProps,
  StipulationChatProps,
  StipulationDialogHost,
  StipulationLoan,
} from './props';
export { StipulationChat } from './stipulation-chat';
export { StipulationThread, type StipulationThreadProps, type ThreadMessage } from './stipulation-thread';
export { stipulationsCss } from './styles';
