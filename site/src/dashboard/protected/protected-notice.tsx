/**
 * A protected page the site does not have the screens of yet (spec §2 /supplychain,
 * /supplychain/manage): in the site's frame, it says what the area is and that it is not
 * available yet — no sample data — then what the person can do instead, and leads to the
 * dashboard.
 */
import { Link } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { PROTECTED_TEXT, type ProtectedPageText } from '../content/protected-text';
import type { InsteadLink } from './supply-chain-text';
import '../shell/dashboard-pages.css';
import './protected.css';

/** What to offer in the area's place. */
export interface Instead {
  readonly heading: string;
  readonly why: string;
  readonly links: readonly InsteadLink[];
}

/** The page for one protected area. */
export function ProtectedNotice({
  text,
  instead,
}: {
  readonly text: ProtectedPageText;
  readonly instead?: Instead;
}) {
  return (
    <section className="site-column protected-notice">
      <PageMeta title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      <p className="protected-notice__what">{text.what}</p>
      <p>{PROTECTED_TEXT.notYet}</p>
      {instead ? (
        <>
          <p>{instead.why}</p>
          <h2 className="protected-notice__instead">{instead.heading}</h2>
          <ul className="protected-notice__links">
            {instead.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="ispz-button ispz-button--primary" to="/dashboard">
        {PROTECTED_TEXT.toDashboard}
      </Link>
    </section>
  );
}
