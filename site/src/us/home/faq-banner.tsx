/** The FAQ banner (spec §2 US home): 'You have questions? We have Answers!' → /faq. */
import { Link } from 'react-router';
import { PageSection } from '../../kit/section';
import { FAQ_BANNER } from '../content/home';

export function FaqBanner() {
  return (
    <PageSection tone="accent" labelledBy="us-faq-banner" className="site-cta">
      <h2 id="us-faq-banner">{FAQ_BANNER.title}</h2>
      <Link className="ispz-button ispz-button--secondary" to={FAQ_BANNER.link.to}>
        {FAQ_BANNER.link.label}
      </Link>
    </PageSection>
  );
}
