/** /faq (spec §2): the commerce questions in the site's accordion, one open at a time. */
import { Link } from 'react-router';
import { Accordion } from '../../kit/accordion';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { FAQ, FAQ_PAGE } from '../content/faq';
import { CommerceHero } from '../layout/info-page';

const ITEMS = FAQ.map((topic) => ({
  id: topic.id,
  title: topic.question,
  content: topic.answer.map((text) => <p key={text}>{text}</p>),
}));

export default function FaqPage() {
  return (
    <>
      <PageMeta title={FAQ_PAGE.meta.title} description={FAQ_PAGE.meta.description} />
      <CommerceHero hero={FAQ_PAGE.hero} />
      <PageSection labelledBy="faq-topics" className="commerce-faq">
        <h2 id="faq-topics">{FAQ_PAGE.heading}</h2>
        <Accordion items={ITEMS} />
        <p className="commerce-faq__more">
          <Link className="site-link" to="/contact">
            {FAQ_PAGE.more}
          </Link>
        </p>
      </PageSection>
    </>
  );
}
