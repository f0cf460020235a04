/**
 * The frame of every public page: the navbar, the page, the footer (spec §2). The chrome's
 * parts live beside it in site/src/chrome/.
 */
import { Outlet } from 'react-router';

export function SiteLayout() {
  return (
    <>
      <a className="site-skip" href="#main">
        Skip to content
      </a>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
