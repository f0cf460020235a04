/**
 * /career (spec §2, US build): why work with us, and the resume form — which checks the details
 * but sends nothing, as the notice above it says; resumes go by email to the support address.
 */
import { useSite } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { CAREER_PAGE as T } from './career-content';
import { ResumeForm } from './resume-form';
import './career.css';

export default function CareerPage() {
  const { config } = useSite();
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageHero eyebrow={T.eyebrow} title={T.heading} lead={T.lead} />
      <PageSection labelledBy="career-values">
        <h2 id="career-values">{T.values.heading}</h2>
        <ul className="us-career__values">
          {T.values.items.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="surface" className="us-career">
        <div className="us-career__card">
          <h2 id="resume-form">{T.formHeading}</h2>
          <p className="us-career__notice">{T.notOnline}</p>
          <ResumeForm supportEmail={config.support.email} />
        </div>
      </PageSection>
    </>
  );
}
