/**
 * /dashboard/loanPool — the loan-trading workspace (spec §2 "Loan-trading screens", §6): the
 * persona named at the top, the read-only sentence when the route configuration says so, and
 * the persona's tasks as tabs (`?task=` keeps the open one in the address, so a link can open
 * e.g. the approvals). Every widget is the trading family's, under one provider.
 */
import { useSearchParams } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { LoanPoolNav } from './loan-pool-nav';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';
import { TradingHost } from './trading-host';
import { Workspace } from './workspace';
import '../shell/dashboard-pages.css';
import './loan-pool.css';

/** The address parameter naming the open task. */
export const TASK_PARAM = 'task';

export default function LoanPoolPage() {
  const role = useSessionSnapshot()?.user.role ?? null;
  const [params, setParams] = useSearchParams();
  return (
    <div className="dash-page loan-pool">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      <LoanPoolNav />
      <TradingHost>
        <Workspace
          role={role}
          task={params.get(TASK_PARAM)}
          onTask={(task) => setParams({ [TASK_PARAM]: task }, { replace: true })}
        />
      </TradingHost>
    </div>
  );
}
