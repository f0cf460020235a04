/**
 * The US home at / and /home (spec §2 US home): every section the spec names, in its order —
 * hero with the video modal, HOW IT WORKS, the role links into /business, statistics,
 * FASTER / SMARTER / ECONOMICAL, the investor and securitization cards, rewards, protection,
 * leaders in conversation and the FAQ banner. /home2 and /home3 reorder the same sections.
 */
import { PageMeta } from '../../kit/page-meta';
import { HOME_META } from '../content/home';
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

export default function UsHome() {
  return (
    <>
      <PageMeta title={HOME_META.title} description={HOME_META.description} />
      <HomeHero />
      <HowItWorks />
      <RoleLinks />
      <Statistics />
      <Pillars />
      <PopupCards />
      <RewardsAndProtection />
      <LeadersConversation />
      <FaqBanner />
    </>
  );
}
