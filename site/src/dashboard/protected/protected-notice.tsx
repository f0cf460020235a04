/**
 * A protected page the site does not have the screens of yet (spec §2 /smarthire,
 * /supplychain, /supplychain/manage): in the site's frame, it says what the area is and that
 * it is not available yet — no sample data — and leads to the dashboard.
 */
import { Link } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { PROTECTED_TEXT, type ProtectedPageText } from '../content/protected-text';
import '../shell/dashboard-pages.css';

/** The page for one protected area. */
export function ProtectedNotice({ text }: { readonly text: ProtectedPageText }) {
  return (
    <section className="site-column protected-notice">
      <PageMeta title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      <p className="protected-notice__what">{text.what}</p>
      <p>{PROTECTED_TEXT.notYet}</p>
      <Link className="ispz-button ispz-button--primary" to="/dashboard">
        {PROTECTED_TEXT.toDashboard}
      </Link>
    </section>
  );
}
