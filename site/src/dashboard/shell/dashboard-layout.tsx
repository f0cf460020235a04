/**
 * The dashboard's own frame (UI.md layout): a top bar with the person's name and avatar menu,
 * a left menu from their route configuration that folds behind a Menu button under 800 px, the
 * page in `<main>`, and the site's alerts (offline banner, session expiry). Every page under
 * /dashboard is drawn inside it, built or not, so the menu always works.
 */
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteProgress } from '../../chrome/route-progress';
import { SiteAlerts } from '../../chrome/site-alerts';
import { DASHBOARD_TEXT as T } from '../content/dashboard-text';
import { DashboardMenu } from './dashboard-menu';
import { DashboardTopBar } from './dashboard-top-bar';
import './dashboard.css';

const MENU_ID = 'dashboard-menu';

/** The /dashboard layout route's component. */
export default function DashboardLayout() {
  const { pathname } = useLocation();
  // The folded menu is open on the page it was opened on: choosing a page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  // Opened from its button (which sits in the top bar), the menu takes the focus: its first link.
  useEffect(() => {
    if (menuOpen) document.querySelector<HTMLElement>(`#${MENU_ID} a`)?.focus();
  }, [menuOpen]);
  return (
    <div className="dash">
      <a className="site-skip" href="#main">
        {T.skip}
      </a>
      <RouteProgress />
      <DashboardTopBar
        menuId={MENU_ID}
        menuOpen={menuOpen}
        onToggleMenu={() => setOpenOn(menuOpen ? null : pathname)}
      />
      <div className="dash__body">
        <DashboardMenu
          id={MENU_ID}
          open={menuOpen}
          onClose={() => {
            setOpenOn(null);
            document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
          }}
        />
        <main id="main" className="dash__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SiteAlerts />
    </div>
  );
}
