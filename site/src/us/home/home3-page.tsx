/**
 * /home3: the home's lender-first variant, for visitors from lenders and loan officers. Its
 * hero leads with the closing time; FASTER / SMARTER / ECONOMICAL and the role links come
 * straight after, then HOW IT WORKS, the numbers and the leaders; the investor cards last.
 */
import { PageMeta } from '../../kit/page-meta';
import { HOME3 } from '../content/home-variants';
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

export default function UsHomeLenders() {
  return (
    <>
      <PageMeta title={HOME3.meta.title} description={HOME3.meta.description} />
      <HomeHero words={HOME3} />
      <Pillars />
      <RoleLinks />
      <HowItWorks />
      <Statistics />
      <LeadersConversation />
      <RewardsAndProtection />
      <PopupCards />
      <FaqBanner />
    </>
  );
}
