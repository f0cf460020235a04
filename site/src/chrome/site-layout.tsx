/**
 * The frame of every public page (spec §2): a skip link, the thin progress bar while a page
 * loads, the sticky navbar (or the tenant's branded one), the page in `<main id="main">`, the
 * footer, and the site's alerts (offline banner, session expiry). The chrome's parts live
 * beside it in site/src/chrome/.
 */
import { Outlet } from 'react-router';
import { CHROME_TEXT } from './chrome-text';
import { SiteHeader } from './navbar';
import { RouteProgress } from './route-progress';
import { SiteAlerts } from './site-alerts';
import { SiteFooter } from './site-footer';
import './chrome.css';

/** The root route's component. */
export function SiteLayout() {
  return (
    <div className="site-frame">
      <a className="site-skip" href="#main">
        {CHROME_TEXT.skipToContent}
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SiteAlerts />
    </div>
  );
}
