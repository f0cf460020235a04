/**
 * A tenant's landing page on `/` (spec §1 tenant mode, §3 tenant config): its logo, title and
 * colours, a card for each feature it switched on leading to that feature's page, the way in
 * (Log In, Sign Up — or the dashboard once signed in) and three steps to get started.
 */
import { Link } from 'react-router';
import { useSessionSnapshot, useSite } from '../app/site-context';
import { PageMeta } from '../kit/page-meta';
import { PageHero, PageSection, SectionHeading } from '../kit/section';
import { LANDING_TEXT as T } from './content/tenant-landing-text';
import { FeatureGlyph } from './feature-glyph';
import { featureCards } from './landing-features';
import { TenantIllustration } from './tenant-illustration';
import './tenant-landing.css';

function WayIn() {
  const signedIn = useSessionSnapshot() !== null;
  return signedIn ? (
    <Link className="ispz-button ispz-button--primary" to="/dashboard">
      {T.dashboard}
    </Link>
  ) : (
    <>
      <Link className="ispz-button ispz-button--primary" to="/login">
        {T.logIn}
      </Link>
      <Link className="ispz-button ispz-button--secondary" to="/signup">
        {T.signUp}
      </Link>
    </>
  );
}

/** `/` on a mapped host. */
export default function TenantLanding() {
  const { tenant, config } = useSite();
  const title = tenant.branding.title || tenant.name || '';
  const cards = featureCards(tenant.features, config.build);
  return (
    <>
      <PageMeta title={title} description={T.description(title)} />
      <PageHero
        eyebrow={T.eyebrow(title)}
        title={
          <span className="tenant-hero__title">
            {tenant.branding.logo ? (
              <img
                className="tenant-hero__logo"
                src={tenant.branding.logo}
                alt={T.logoAlt(title)}
                width={64}
                height={64}
              />
            ) : null}
            {title}
          </span>
        }
        lead={T.lead(title)}
        actions={<WayIn />}
        illustration={<TenantIllustration />}
      />
      {cards.length > 0 ? (
        <PageSection labelledBy="tenant-features">
          <SectionHeading id="tenant-features" title={T.featuresHeading(title)} lead={T.featuresLead} />
          <ul className="site-grid">
            {cards.map((card) => (
              <li key={card.key}>
                <Link className="site-card tenant-feature" to={card.to}>
                  <FeatureGlyph feature={card.key} />
                  <span className="tenant-feature__title">{card.title}</span>
                  <span className="tenant-feature__text">{card.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection tone="surface" labelledBy="tenant-steps">
        <SectionHeading id="tenant-steps" title={T.stepsHeading} />
        <ol className="site-grid tenant-steps">
          {T.steps.map((step, i) => (
            <li key={step.title} className="tenant-step">
              <span className="tenant-step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection labelledBy="tenant-cta" className="site-cta">
        <h2 id="tenant-cta">{T.ctaHeading(title)}</h2>
        <div className="site-hero__actions">
          <WayIn />
        </div>
      </PageSection>
    </>
  );
}
