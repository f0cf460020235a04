/**
 * The stipulation widgets of the trading family (spec §2 "new-stipulation form (Loan Id
 * header)", "stipulation chat modal"; §4 resolve rules; §5 form rules): `NewStipulationDialog`
 * on `/stipulations_create`, `StipulationChat` over `/stipulations_view/{id}`,
 * `/stipulations_reply` and `/stipulations_close`, and `BidQuestionChat` over
 * `/viewBidStipulations` / `/bidStipulations`. The loan records table opens the first two from
 * its chat and view icons.
 */
export type {
  BidQuestionChatProps,
  NewStipulationDialogProps,
  StipulationChatProps,
  StipulationDialogHost,
  StipulationLoan,
} from './props';
