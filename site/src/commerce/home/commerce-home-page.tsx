/**
 * The commerce build's home (spec §2 "Commerce home"): the announcement popup, the hero with the
 * white-paper button to /blockchain, what the platform offers, picture bands leading to the auto
 * marketplace and the white paper (with an external background article), how it works, the app
 * (coming soon — no store lists it yet) and a closing call to action.
 */
import './home.css';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import {
  HOME_CLOSING,
  HOME_FEATURES,
  HOME_HERO,
  HOME_META,
  HOME_SHOWCASES,
  HOME_STEPS,
} from '../content/home';
import { Illustration } from '../illustrations/illustration';
import { ClosingBand, CommerceHero, InfoBand } from '../layout/info-page';
import { ActionRow } from '../layout/page-action';
import { Announcement } from './announcement';
import { AppBand } from './app-band';

export default function CommerceHomePage() {
  return (
    <>
      <PageMeta title={HOME_META.title} description={HOME_META.description} />
      <Announcement />
      <CommerceHero hero={HOME_HERO} />
      <InfoBand section={HOME_FEATURES} />
      {HOME_SHOWCASES.map((showcase, index) => (
        <PageSection
          key={showcase.heading}
          className={`commerce-showcase${index % 2 ? ' commerce-showcase--flip' : ''}`}
        >
          <Illustration name={showcase.illustration} />
          <div>
            <h2>{showcase.heading}</h2>
            <p className="commerce-lead">{showcase.text}</p>
            <ActionRow actions={showcase.actions} />
          </div>
        </PageSection>
      ))}
      <InfoBand section={{ ...HOME_STEPS, tone: 'surface' }} />
      <AppBand />
      <ClosingBand closing={HOME_CLOSING} />
    </>
  );
}
