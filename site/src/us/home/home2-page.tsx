/**
 * /home2: the home's investor-first variant, the version a marketing team runs against the
 * home for visitors from the capital markets. Its hero speaks to investors; the numbers and
 * the investor and securitization cards come before HOW IT WORKS; the role links follow.
 */
import { PageMeta } from '../../kit/page-meta';
import { HOME2 } from '../content/home-variants';
import { FaqBanner } from './faq-banner';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { LeadersConversation } from './leaders-conversation';
import { Pillars } from './pillars';
import { PopupCards } from './popup-cards';
import { RewardsAndProtection } from './rewards-protection';
import { RoleLinks } from './role-links';
import { Statistics } from './statistics';
import './home.css';

export default function UsHomeInvestors() {
  return (
    <>
      <PageMeta title={HOME2.meta.title} description={HOME2.meta.description} />
      <HomeHero words={HOME2} />
      <Statistics />
      <PopupCards />
      <HowItWorks />
      <Pillars />
      <RoleLinks />
      <LeadersConversation />
      <RewardsAndProtection />
      <FaqBanner />
    </>
  );
}
