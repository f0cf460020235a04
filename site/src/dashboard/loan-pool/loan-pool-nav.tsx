/** The loan-pool pages' sub-navigation: the workspace, the pool summary and the invoices page. */
import { NavLink } from 'react-router';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';

const LINKS = [
  { to: '/dashboard/loanPool', label: T.nav.workspace },
  { to: '/dashboard/loanPool/summary', label: T.nav.summary },
  { to: '/dashboard/loanPool/Invoiceus', label: T.nav.invoices },
] as const;

export function LoanPoolNav() {
  return (
    <nav className="loan-pool__nav" aria-label={T.navLabel}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/dashboard/loanPool'} className="loan-pool__nav-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
