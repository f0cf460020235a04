/**
 * The two sides of a transfer as the Transfer dialog sends them (spec §6: a lender transfers
 * as the seller, lenderId = self; an investor as the buyer, investorId = self). The caller's own
 * side is left out (the server fills it in from the session); the other side is read from the
 * selected rows: the loans' winner for a lender, their owner for an investor. The selection
 * must name one counterparty; otherwise the dialog explains instead of sending.
 */
import type { TradingPersona } from '../shared';
import type { TransferLoan } from './props';
import { TRANSFER_TEXT } from './transfer-text';

/** The counterparty to send, or why there is none. */
export type TransferSides =
  | { readonly ok: true; readonly lenderId?: string; readonly investorId?: string; readonly party: string }
  | { readonly ok: false; readonly message: string };

const winnerOf = (loan: TransferLoan) =>
  loan.stakeholders.find((s) => s.persona === 'winner' && s.valid)?.party;
const ownerOf = (loan: TransferLoan) => loan.loan_header_properties.loanOwnership.recent_version.OwnedBy;

function single(values: readonly (string | undefined)[], none: string, several: string) {
  const distinct = [...new Set(values)];
  if (distinct.length === 1 && distinct[0]) return { ok: true as const, id: distinct[0] };
  return { ok: false as const, message: distinct.some((v) => !v) || distinct.length === 0 ? none : several };
}

/**
 * The sides for `loanIds` among `loans` as `persona` sees them.
 * @example transferSides('investor', ['l1'], [loan]) // { ok: true, lenderId: 'lender-1', party: 'lender-1' }
 */
export function transferSides(
  persona: TradingPersona,
  loanIds: readonly string[],
  loans: readonly TransferLoan[] | undefined,
  aggregateTo?: string,
): TransferSides {
  if (persona !== 'lender' && persona !== 'investor') return { ok: false, message: TRANSFER_TEXT.notYours };
  if (persona === 'lender' && aggregateTo) return { ok: true, investorId: aggregateTo, party: aggregateTo };
  const chosen = loanIds.map((id) => loans?.find((l) => l._id === id));
  if (chosen.length === 0 || chosen.some((l) => !l))
    return { ok: false, message: TRANSFER_TEXT.unknownLoans };
  const rows = chosen as TransferLoan[];
  if (persona === 'lender') {
    const buyer = single(rows.map(winnerOf), TRANSFER_TEXT.noBuyer, TRANSFER_TEXT.severalBuyers);
    return buyer.ok ? { ok: true, investorId: buyer.id, party: buyer.id } : buyer;
  }
  const owner = single(rows.map(ownerOf), TRANSFER_TEXT.unknownLoans, TRANSFER_TEXT.severalOwners);
  return owner.ok ? { ok: true, lenderId: owner.id, party: owner.id } : owner;
}
