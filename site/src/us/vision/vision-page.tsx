/**
 * The Vision page (spec §2 US build, at /vision): where ISPz is going and what that means for
 * each party, with the button to /team labelled 'ISPz Leadership Team'.
 */
import { Link } from 'react-router';
import { EcosystemIllustration } from '../../kit/illustrations/ecosystem';
import { ExplainerSceneArt } from '../../kit/illustrations/explainer-scenes';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection, SectionHeading } from '../../kit/section';
import { VISION } from '../content/about';
import { EXPLAINER } from '../content/home-explainer';
import './vision.css';

export default function VisionPage() {
  return (
    <>
      <PageMeta title={VISION.meta.title} description={VISION.meta.description} />
      <PageHero
        eyebrow={VISION.eyebrow}
        title={VISION.title}
        lead={VISION.lead}
        illustration={<EcosystemIllustration />}
        actions={
          <Link className="ispz-button ispz-button--primary" to={VISION.teamButton.to}>
            {VISION.teamButton.label}
          </Link>
        }
      />
      <PageSection labelledBy="us-vision-pillars">
        <SectionHeading id="us-vision-pillars" title={VISION.pillarsTitle} />
        <ul className="site-grid">
          {VISION.pillars.map((pillar) => (
            <li key={pillar.name} className="site-card">
              <h3>{pillar.name}</h3>
              <p>{pillar.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="surface" labelledBy="us-vision-road">
        <SectionHeading id="us-vision-road" title={VISION.roadTitle} lead={VISION.roadLead} />
        <ol className="us-road">
          {EXPLAINER.frames.map((frame) => (
            <li key={frame.scene} className="us-road__step">
              <ExplainerSceneArt scene={frame.scene} />
              <p>{frame.caption}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection tone="accent" labelledBy="us-vision-team" className="site-cta">
        <h2 id="us-vision-team">{VISION.teamLead}</h2>
        <Link className="ispz-button ispz-button--secondary" to={VISION.teamButton.to}>
          {VISION.teamButton.label}
        </Link>
      </PageSection>
    </>
  );
}
