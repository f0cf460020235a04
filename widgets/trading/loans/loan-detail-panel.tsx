/**
 * The loan detail panel (spec §2): Primary Information (Escrow Balance, Units, Maturity Date,
 * First Payment Date, Occupancy Status) and Financial Details (Appraised Value, Interest Rate,
 * Purpose, QM Status, Property Type) as core's `loanDetailSections` reads and formats them, its
 * Ownership (whether it is the viewer's, whether it has changed owner), then the loan's Shared Documents (stage picker, document picker, details) from the documents area.
 */
import { loanDetailSections } from '../../../core/loans/loan-detail';
import { OWNERSHIP_TEXT, ownershipLines } from '../../../core/loans/loan-ownership';
import { SharedDocuments } from '../documents';
import { withTrading } from '../shared';
import { useActingId } from '../tapes/use-acting-id';
import { LOANS_TEXT } from './loans-text';
import type { LoanDetailPanelProps } from './props';

function Section({ title, lines }: { title: string; lines: readonly { label: string; value: string }[] }) {
  return (
    <section className="ispz-loan-detail__section" aria-label={title}>
      <h4 className="ispz-loan-detail__heading">{title}</h4>
      <dl className="ispz-loan-detail__list">
        {lines.map((line) => (
          <div key={line.label} className="ispz-loan-detail__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LoanDetailPanelView({ loan }: LoanDetailPanelProps) {
  const { primary, financial } = loanDetailSections(
    loan.ingested_attributes,
    loan.states[0]?.digital_contract_attributes ?? [],
  );
  const ownership = ownershipLines(loan.loan_header_properties.loanOwnership.recent_version, useActingId());
  return (
    <article className="ispz-loans ispz-loan-detail" aria-label={`Loan ${loan.loan_id}`}>
      <h3 className="ispz-loan-detail__title">{`Loan ${loan.loan_id}`}</h3>
      <div className="ispz-loan-detail__sections">
        <Section title={LOANS_TEXT.primary} lines={primary} />
        <Section title={LOANS_TEXT.financial} lines={financial} />
        <Section title={OWNERSHIP_TEXT.title} lines={ownership} />
      </div>
      {/* The documents area's widget names its own 'Shared Documents' region. */}
      <div className="ispz-loan-detail__shared">
        <SharedDocuments loanId={loan._id} />
      </div>
    </article>
  );
}

/** A loan's detail panel; works inside a `TradingProvider` or standalone with a `session`. */
export const LoanDetailPanel = withTrading(LoanDetailPanelView);
