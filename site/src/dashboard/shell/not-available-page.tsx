/**
 * A part of the dashboard the site does not have yet (its screens come with the full
 * dashboard): says so plainly, inside the shell, with no made-up content; the menu still leads
 * everywhere else.
 */
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { DASHBOARD_TEXT as T } from '../content/dashboard-text';
import { areaLabel } from '../dashboard-paths';
import { useDashboardMenu } from './use-dashboard-data';
import './dashboard-pages.css';

/** /dashboard/<area>/… */
export default function NotAvailablePage() {
  const { pathname } = useLocation();
  const menu = useDashboardMenu();
  const area = areaLabel(menu.links, pathname) ?? T.title;
  return (
    <div className="dash-page dash-page--notice">
      <PageMeta title={area} description={T.notAvailableTitle(area)} />
      <h1>{T.notAvailableTitle(area)}</h1>
      <p>{T.notAvailableBody}</p>
      <Link className="ispz-button ispz-button--secondary" to="/dashboard">
        {T.notAvailableBack}
      </Link>
    </div>
  );
}
