/**
 * /about (spec §2 US build): who ISPz is, why it exists, what it holds to and where it is
 * today (the figures from the one figures file), with the way to /contact.
 */
import { Link } from 'react-router';
import { EcosystemIllustration } from '../../kit/illustrations/ecosystem';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection, SectionHeading } from '../../kit/section';
import { ABOUT } from '../content/about';
import { FIGURES, type FigureKey } from '../content/figures';
import './about.css';

const TODAY: readonly FigureKey[] = ['processed', 'buyers', 'professionals'];

export default function AboutPage() {
  return (
    <>
      <PageMeta title={ABOUT.meta.title} description={ABOUT.meta.description} />
      <PageHero
        eyebrow={ABOUT.eyebrow}
        title={ABOUT.title}
        lead={ABOUT.lead}
        illustration={<EcosystemIllustration />}
      />
      <PageSection labelledBy="us-about-story" className="us-about__story">
        <h2 id="us-about-story">{ABOUT.storyTitle}</h2>
        <div>
          {ABOUT.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection tone="surface" labelledBy="us-about-values">
        <SectionHeading id="us-about-values" title={ABOUT.valuesTitle} />
        <ul className="site-grid">
          {ABOUT.values.map((value) => (
            <li key={value.name} className="site-card">
              <h3>{value.name}</h3>
              <p>{value.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection labelledBy="us-about-today">
        <SectionHeading id="us-about-today" title={ABOUT.figuresTitle} />
        <dl className="us-about__figures">
          {TODAY.map((key) => (
            <div key={key}>
              <dt>{FIGURES[key].label}</dt>
              <dd>{FIGURES[key].value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection tone="accent" labelledBy="us-about-cta" className="site-cta">
        <div>
          <h2 id="us-about-cta">{ABOUT.cta.title}</h2>
          <p className="us-about__cta-body">{ABOUT.cta.body}</p>
        </div>
        <Link className="ispz-button ispz-button--secondary" to={ABOUT.cta.to}>
          {ABOUT.cta.label}
        </Link>
      </PageSection>
    </>
  );
}
