/**
 * /careers (spec §2). No application form exists yet, so the page says so and gives the support
 * address of this deployment (`/api/site/config`) instead of pretending to receive a CV.
 */
import { useSite } from '../../app/site-context';
import { PageSection } from '../../kit/section';
import { CAREERS, CAREERS_APPLY as T } from '../content/careers';
import { InfoPage } from '../layout/info-page';

export default function CareersPage() {
  const { email } = useSite().config.support;
  return (
    <InfoPage content={CAREERS}>
      <PageSection labelledBy="careers-apply">
        <h2 id="careers-apply">{T.heading}</h2>
        <p className="commerce-prose">
          {T.text}{' '}
          {email ? (
            <a className="site-link" href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            T.fallback
          )}
          .
        </p>
      </PageSection>
    </InfoPage>
  );
}
