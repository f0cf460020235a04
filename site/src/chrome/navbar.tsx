/**
 * The site's navbar (spec §2 "Navbar"): the logo to /, the build's links, 'Our Customers' >
 * 'Automotive Ecosystem', and on the right either the anonymous 'Log In' menu (Borrower,
 * Primary, Secondary) or the avatar menu (Manage Your Profile, My Rewards, Logout). Sticky,
 * with a shadow once the page scrolled 10 px; under 800 px the links move into a side menu.
 * A mapped tenant host gets the ecosystem-branded navbar instead.
 */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSite } from '../app/site-context';
import { Avatar, BrandLogo, ChevronGlyph, MenuGlyph } from './brand-logo';
import { BrandedNavbar } from './branded-navbar';
import { CHROME_TEXT } from './chrome-text';
import { NavDrawer } from './nav-drawer';
import { NavMenu } from './nav-menu';
import { useNavModel } from './use-nav-model';
import { useScrolledPast } from './use-scrolled';
import './navbar.css';

/** The sticky header: the branded navbar on a tenant host, the build's navbar elsewhere. */
export function SiteHeader() {
  const { tenant } = useSite();
  const scrolled = useScrolledPast();
  return (
    <header className="site-nav" data-scrolled={scrolled}>
      {tenant.tenant_id ? <BrandedNavbar /> : <Navbar />}
    </header>
  );
}

/** The build's navbar (inside `SiteHeader`). */
export function Navbar() {
  const nav = useNavModel();
  const [drawer, setDrawer] = useState(false);
  return (
    <div className="site-column site-nav__bar">
      <Link to="/" className="site-nav__home" aria-label={CHROME_TEXT.homeLink}>
        <BrandLogo />
      </Link>
      <nav className="site-nav__desktop" aria-label={CHROME_TEXT.mainNavigation}>
        <ul className="site-nav__links">
          {nav.links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="site-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
          {nav.customers.length > 0 ? (
            <li>
              <NavMenu
                align="start"
                trigger={
                  <button type="button" className="site-nav__link site-nav__trigger">
                    {CHROME_TEXT.ourCustomers} <ChevronGlyph />
                  </button>
                }
                entries={nav.customers.map((c) => ({ id: c.to, label: c.label, to: c.to }))}
              />
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="site-nav__account">
        {nav.signedIn ? (
          <NavMenu
            trigger={
              <button type="button" className="site-nav__avatar">
                <Avatar initials={nav.initials} />
                <span className="site-sr-only">{CHROME_TEXT.accountMenu}: </span>
                <span className="site-nav__name">{nav.name}</span>
                <ChevronGlyph />
              </button>
            }
            entries={nav.accountEntries}
          />
        ) : (
          <NavMenu
            trigger={
              <button type="button" className="ispz-button ispz-button--primary site-nav__login">
                {CHROME_TEXT.logIn} <ChevronGlyph />
              </button>
            }
            entries={nav.loginEntries}
          />
        )}
      </div>
      <button
        type="button"
        className="site-nav__burger ispz-icon-button"
        aria-label={CHROME_TEXT.openMenu}
        aria-haspopup="dialog"
        aria-expanded={drawer}
        onClick={() => setDrawer(true)}
      >
        <MenuGlyph />
      </button>
      {drawer ? <NavDrawer nav={nav} onClose={() => setDrawer(false)} /> : null}
    </div>
  );
}
