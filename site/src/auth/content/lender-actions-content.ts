/**
 * The words of /lender-actions (spec §2): each action's heading and what its view shows, and
 * plainly what it cannot — where the platform's call has no filter by tape, the page says the
 * list covers every tape.
 */
import type { LenderAction } from '../lender-actions/lender-action';

/** One action's words; `tape` is the tape the link names. */
export interface LenderActionContent {
  readonly heading: string;
  readonly lead: (tape: string) => string;
  /** What the view cannot narrow down, said plainly; null when it shows exactly the tape. */
  readonly limit: string | null;
}

export const LENDER_ACTIONS_PAGE = {
  title: 'Lender actions',
  description: 'Act on a loan tape from the link in your email: transfer, bids, approvals and closures.',
  noTape: 'The link names no tape, so every tape you can see is shown.',
  anonymous: 'Log in to act on your loan tapes.',
  lenderBids:
    'Bids are placed by investors, and the platform does not show the bidding tables to a lender account. ' +
    'Here are the loans of the tape and where each stands.',
} as const;

const onTape = (tape: string, what: string) => (tape ? `${what} ${tape}.` : `${what} your tapes.`);

export const LENDER_ACTION_CONTENT: Readonly<Record<LenderAction, LenderActionContent>> = {
  wip: {
    heading: 'Work in progress',
    lead: (tape) => onTape(tape, 'The loans and their progress on'),
    limit: null,
  },
  transferTape: {
    heading: 'Transfer the tape',
    lead: (tape) => onTape(tape, 'Select the loans to transfer from'),
    limit: null,
  },
  submitBid: {
    heading: 'Bids',
    lead: (tape) => onTape(tape, 'The loans open for bidding on'),
    limit: null,
  },
  setApproval: {
    heading: 'Purchase approval',
    lead: (tape) => onTape(tape, 'Approve or reject the purchases waiting on'),
    limit:
      'The platform lists purchase approvals for every tape at once; this list is not narrowed to one tape.',
  },
  afterClosure: {
    heading: 'After bidding closed',
    lead: (tape) => onTape(tape, 'Where bidding ended on'),
    limit:
      'The platform lists the bids placed across every tape at once; this list is not narrowed to one tape.',
  },
};
