/**
 * /dashboard/loanPool/Invoiceus — pool purchase invoices (spec §2 lists the path, not its
 * content). The platform's API has no invoice of any kind, so the page says so plainly and
 * leads to what does exist: the purchase approvals of the workspace.
 */
import { Link } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { LoanPoolNav } from './loan-pool-nav';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';
import '../shell/dashboard-pages.css';
import './loan-pool.css';

export default function InvoicesPage() {
  return (
    <div className="dash-page loan-pool">
      <PageMeta title={T.invoices.title} description={T.invoices.description} />
      <h1>{T.invoices.title}</h1>
      <LoanPoolNav />
      <div className="loan-pool__notice">
        <p>{T.invoices.unavailable}</p>
        <p>{T.invoices.pointer}</p>
        <p>
          <Link to="/dashboard/loanPool?task=approvals">{T.invoices.link}</Link>
        </p>
      </div>
    </div>
  );
}
