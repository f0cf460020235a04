/**
 * The ecosystem-branded navbar (spec §2): on a mapped tenant host the tenant's logo and title
 * (its branding), a Marketplace link, and Logout when signed in — or a Login menu leading to
 * Primary and Secondary sign-in. The marketplace is the build's /market page where the build
 * has one, else the tenant's own landing page.
 */
import { Link } from 'react-router';
import { useSessionSnapshot, useSite } from '../app/site-context';
import { ChevronGlyph } from './brand-logo';
import { CHROME_TEXT } from './chrome-text';
import { LOGIN_CHOICES } from './content/nav';
import { NavMenu } from './nav-menu';
import { servedPaths } from './served-paths';
import { useLogout } from './use-account';

/** The tenant's navbar (inside `SiteHeader`). */
export function BrandedNavbar() {
  const { tenant, config } = useSite();
  const signedIn = useSessionSnapshot() !== null;
  const logout = useLogout();
  const title = tenant.branding.title || tenant.name || '';
  const marketplace = servedPaths(config.build)('/market') ? '/market' : '/';
  return (
    <div className="site-column site-nav__bar site-nav__bar--branded">
      <Link to="/" className="site-nav__home site-nav__tenant">
        {tenant.branding.logo ? (
          <img src={tenant.branding.logo} alt="" width={32} height={32} className="site-nav__tenant-logo" />
        ) : null}
        <span className="site-nav__tenant-title">{title}</span>
      </Link>
      <nav aria-label={CHROME_TEXT.mainNavigation} className="site-nav__branded-links">
        <Link to={marketplace} className="site-nav__link">
          {CHROME_TEXT.marketplace}
        </Link>
        {signedIn ? (
          <button type="button" className="ispz-button ispz-button--secondary" onClick={() => void logout()}>
            {CHROME_TEXT.logout}
          </button>
        ) : (
          <NavMenu
            trigger={
              <button type="button" className="ispz-button ispz-button--primary site-nav__login">
                {CHROME_TEXT.logIn} <ChevronGlyph />
              </button>
            }
            entries={LOGIN_CHOICES.signIn.map((choice) => ({ id: choice.label, ...choice }))}
          />
        )}
      </nav>
    </div>
  );
}
