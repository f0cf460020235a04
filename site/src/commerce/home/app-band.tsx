/**
 * The home's app-store button (spec §2). No ISPz app is listed in any store yet, so the badge
 * says "coming soon" as plain text and the only link leads somewhere real: joining on the web.
 */
import { Link } from 'react-router';
import { PageSection } from '../../kit/section';
import { HOME_APP as T } from '../content/home';

function PhoneArt() {
  return (
    <svg className="commerce-app__art" viewBox="0 0 120 200" aria-hidden="true" focusable="false">
      <rect className="ci-paper" x="10" y="6" width="100" height="188" rx="16" />
      <rect className="ci-soft" x="20" y="26" width="80" height="140" rx="6" />
      <rect className="ci-accent" x="30" y="40" width="60" height="14" rx="4" />
      <rect className="ci-paper" x="30" y="64" width="60" height="40" rx="4" />
      <rect className="ci-warm" x="30" y="114" width="28" height="28" rx="4" />
      <rect className="ci-accent" x="62" y="114" width="28" height="28" rx="4" />
      <circle className="ci-ink" cx="60" cy="180" r="6" />
    </svg>
  );
}

/** The app band: what is coming, an honest badge, and the web sign-up. */
export function AppBand() {
  return (
    <PageSection className="commerce-app">
      <PhoneArt />
      <div>
        <h2>{T.heading}</h2>
        <p className="commerce-lead">{T.text}</p>
        <div className="commerce-actions">
          <p className="commerce-app__badge">{T.badge}</p>
          <Link className={`ispz-button ispz-button--${T.action.kind}`} to={T.action.to}>
            {T.action.label}
          </Link>
        </div>
      </div>
    </PageSection>
  );
}
