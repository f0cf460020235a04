/**
 * /dashboard/ispadmin, the platform admin's console (spec §2 menu routes; §6 ispadmin, admin
 * approvals, role and permission views, the per-person flags): approvals, the marketing inbox,
 * the route flags and the roles view, one tab each. Anyone else is told the page is the
 * platform admin's (the server refuses them anyway). On a page the route configuration marks
 * read-only every action is disabled (spec §6).
 */
import { Link, useLocation } from 'react-router';
import { isPlatformAdmin } from '../../../../core/accounts/account-deps';
import { Tabs } from '../../../../widgets/kit/tabs';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { useDashboardMenu, useReadOnly } from '../shell/use-dashboard-data';
import { ADMIN_TEXT as T } from './admin-text';
import { ApprovalsSection } from './approvals-section';
import { InboxSection } from './inbox-section';
import { RolesSection } from './roles-section';
import { RouteFlagsForm } from './route-flags-form';
import '../shell/dashboard-pages.css';
import './admin.css';

/** /dashboard/ispadmin */
export default function AdminPage() {
  const snapshot = useSessionSnapshot();
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const menu = useDashboardMenu();

  if (!snapshot || !isPlatformAdmin({ role: snapshot.user.role })) {
    return (
      <div className="dash-page dash-page--notice">
        <PageMeta title={T.title} description={T.notAdmin} />
        <h1>{T.title}</h1>
        <p>{T.notAdmin}</p>
        <Link className="ispz-button ispz-button--secondary" to="/dashboard">
          {T.backHome}
        </Link>
      </div>
    );
  }

  return (
    <div className="dash-page admin-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      {readOnly && menu.status === 'success' ? <p className="admin-page__read-only">{T.readOnly}</p> : null}
      <Tabs
        label={T.sections}
        items={[
          { value: 'approvals', label: T.tabs.approvals, content: <ApprovalsSection readOnly={readOnly} /> },
          { value: 'inbox', label: T.tabs.inbox, content: <InboxSection /> },
          { value: 'flags', label: T.tabs.flags, content: <RouteFlagsForm readOnly={readOnly} /> },
          { value: 'roles', label: T.tabs.roles, content: <RolesSection /> },
        ]}
      />
    </div>
  );
}
