/**
 * /faq (spec §2, US build): seven topics in the site's accordion, one open at a time, and a way
 * to ask what is not answered here.
 */
import { Link } from 'react-router';
import { Accordion } from '../../kit/accordion';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { FAQ_TOPICS, FAQ_PAGE as T } from '../content/faq';

export default function FaqPage() {
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageHero
        eyebrow={T.eyebrow}
        title={T.heading}
        lead={
          <>
            {T.lead}{' '}
            <Link className="site-link" to="/contact">
              {T.contact}
            </Link>
            .
          </>
        }
      />
      <PageSection>
        <Accordion
          headingLevel={2}
          items={FAQ_TOPICS.map((topic) => ({
            id: topic.id,
            title: topic.question,
            content: topic.answer.map((p) => <p key={p}>{p}</p>),
          }))}
        />
      </PageSection>
    </>
  );
}
