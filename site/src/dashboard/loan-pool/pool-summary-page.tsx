/**
 * /dashboard/loanPool/summary and /summary/PoolSummary — the pool summary (spec §2): the
 * caller's pool's totals, info table and strat charts; with LOAN RECORDS on the screen, the
 * pool filters in their summary variant (favourite and Borrower filters hidden, spec §2) over
 * the records, whose selected loans the analysis then summarises instead.
 */
import { useState } from 'react';
import { PoolAnalysis } from '../../../../widgets/trading/analysis/pool-analysis';
import { LoanPool } from '../../../../widgets/trading/filters/loan-pool';
import { useTrading } from '../../../../widgets/trading/shared/trading-context';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { LoanPoolNav } from './loan-pool-nav';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';
import { summaryTarget } from './summary-target';
import { TradingHost } from './trading-host';
import { PersonaNotes } from './workspace';
import { seesLoans } from './workspace-sections';
import '../shell/dashboard-pages.css';
import './loan-pool.css';

function Summary() {
  const { view } = useTrading();
  const role = useSessionSnapshot()?.user.role ?? null;
  const [selected, setSelected] = useState<readonly string[]>([]);
  const target = summaryTarget(selected, T.summary);
  // Someone who sees no loans has no pool: say so rather than ask for an analysis the platform refuses.
  if (!seesLoans(view, role))
    return (
      <>
        <PersonaNotes />
        <p className="lp-note">{T.summary.noLoans}</p>
      </>
    );
  return (
    <>
      <PersonaNotes />
      <PoolAnalysis {...target} />
      {view.showLoanRecords ? (
        <section className="lp-section" aria-label={T.summary.pickHeading}>
          <h2 className="lp-card__title">{T.summary.pickHeading}</h2>
          <LoanPool variant="pool-summary" onSelectionChange={setSelected} />
        </section>
      ) : null}
    </>
  );
}

export default function PoolSummaryPage() {
  return (
    <div className="dash-page loan-pool">
      <PageMeta title={T.summary.title} description={T.summary.description} />
      <h1>{T.summary.title}</h1>
      <p className="dash-page__lead">{T.summary.lead}</p>
      <LoanPoolNav />
      <TradingHost>
        <Summary />
      </TradingHost>
    </div>
  );
}
