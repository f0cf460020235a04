/**
 * The site's footer (spec §2 "Footer links"): the build's groups — Know Us, Our Customers,
 * Connect with Us, Help — with the links this deployment serves, the company's address, the
 * support contact from the deployment's configuration, and the © line.
 */
import { Link } from 'react-router';
import { useSite } from '../app/site-context';
import { BrandLogo } from './brand-logo';
import { footerGroups } from './chrome-links';
import { CHROME_TEXT } from './chrome-text';
import { COMPANY_ADDRESS, copyrightLine, FOOTER_GROUPS } from './content/footer';
import { servedPaths } from './served-paths';
import './site-footer.css';

/** The footer of every public page. */
export function SiteFooter() {
  const { config } = useSite();
  const groups = footerGroups(FOOTER_GROUPS[config.build], servedPaths(config.build));
  const { email, phone } = config.support;
  return (
    <footer className="site-footer">
      <div className="site-column site-footer__grid">
        <div className="site-footer__company">
          <Link to="/" className="site-footer__home" aria-label={CHROME_TEXT.homeLink}>
            <BrandLogo />
          </Link>
          <address className="site-footer__address">
            {COMPANY_ADDRESS.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <dl className="site-footer__contact">
            {email ? (
              <div>
                <dt>{CHROME_TEXT.supportEmail}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div>
                <dt>{CHROME_TEXT.supportPhone}</dt>
                <dd>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {groups.map((group) => (
          <nav key={group.title} className="site-footer__group" aria-label={group.title}>
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-column">
        <p className="site-footer__legal">{copyrightLine(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
