/**
 * Loan Tapes (spec §2): one tile per tape the caller can see — tape name, loan count, issuing
 * authority — from `GET /tapes`; a tile opens the tape's dialog (its loans and actions). With
 * an initial tape the dialog opens at once, as the lender's e-mail links do (§2 /lender-actions).
 */
import { useId, useState } from 'react';
import { DataState, useApiQuery, withTrading } from '../shared';
import { LOANS_TEXT } from './loans-text';
import type { LoanTapesProps, TapeTile } from './props';
import { TapeLoansDialog } from './tape-loans-dialog';

function Tile({ tape, onOpen }: { tape: TapeTile; onOpen: () => void }) {
  return (
    <li className="ispz-tape-tile">
      <button
        type="button"
        className="ispz-tape-tile__button"
        onClick={onOpen}
        aria-label={LOANS_TEXT.openTape(tape.tape_name)}
      >
        <span className="ispz-tape-tile__name">{tape.tape_name}</span>
        <span className="ispz-tape-tile__count">{LOANS_TEXT.loans(tape.count)}</span>
        <span className="ispz-tape-tile__authority">
          <span className="ispz-visually-hidden">{LOANS_TEXT.issuingAuthority}: </span>
          {tape.issuingAuthority}
        </span>
      </button>
    </li>
  );
}

function LoanTapesView(props: LoanTapesProps) {
  const tapes = useApiQuery('tapes', (client, signal) => client.GET('/tapes', { signal }));
  const [openTape, setOpenTape] = useState<string | null>(props.initialTape ?? null);
  const tiles = tapes.data?.data ?? [];
  const titleId = useId();
  return (
    <section className="ispz-loans ispz-tapes" aria-labelledby={titleId}>
      <h2 id={titleId} className="ispz-loans__title">
        {LOANS_TEXT.tapesTitle}
      </h2>
      <DataState state={tapes.state} errorText={tapes.errorText} empty={tiles.length === 0}>
        <ul className="ispz-tape-tiles">
          {tiles.map((tape) => (
            <Tile key={tape.tape_name} tape={tape} onOpen={() => setOpenTape(tape.tape_name)} />
          ))}
        </ul>
      </DataState>
      {openTape !== null ? (
        <TapeLoansDialog
          tapeName={openTape}
          open
          onOpenChange={(open) => (open ? null : setOpenTape(null))}
          onOpenLoan={props.onOpenLoan}
          onOpenedForBidding={(opened) => {
            tapes.reload();
            props.onOpenedForBidding?.(opened);
          }}
        />
      ) : null}
    </section>
  );
}

/** The Loan Tapes tiles; works inside a `TradingProvider` or standalone with a `session`. */
export const LoanTapes = withTrading(LoanTapesView);
