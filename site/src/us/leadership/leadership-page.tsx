/**
 * /leadership (spec §2 US build): the advisory board and the team; selecting a person opens
 * their profile in a dialog.
 */
import { PeopleCluster } from '../../kit/illustrations/people-cluster';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { LEADERSHIP } from '../content/about';
import { ADVISORY_BOARD, TEAM } from '../content/people';
import { PeopleGrid } from './people-grid';
import { personGround } from './person-ground';

export default function LeadershipPage() {
  return (
    <>
      <PageMeta title={LEADERSHIP.meta.title} description={LEADERSHIP.meta.description} />
      <PageHero
        title={LEADERSHIP.title}
        lead={LEADERSHIP.lead}
        illustration={
          <PeopleCluster
            people={[...TEAM, ...ADVISORY_BOARD].map((p) => ({ name: p.name, ground: personGround(p) }))}
          />
        }
      />
      <PageSection>
        <section className="us-people-section" aria-labelledby="us-advisory">
          <h2 id="us-advisory">{LEADERSHIP.advisoryTitle}</h2>
          <PeopleGrid people={ADVISORY_BOARD} />
        </section>
        <section className="us-people-section" aria-labelledby="us-team">
          <h2 id="us-team">{LEADERSHIP.teamTitle}</h2>
          <PeopleGrid people={TEAM} />
        </section>
      </PageSection>
    </>
  );
}
