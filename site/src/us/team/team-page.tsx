/**
 * /team (spec §2 US build; the Vision page's 'ISPz Leadership Team' leads here): the team
 * that runs ISPz, each person's profile a click away, and the way to the advisory board.
 */
import { Link } from 'react-router';
import { PeopleCluster } from '../../kit/illustrations/people-cluster';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { TEAM_PAGE } from '../content/about';
import { TEAM } from '../content/people';
import { PeopleGrid } from '../leadership/people-grid';
import { personGround } from '../leadership/person-ground';
import '../about/about.css';

export default function TeamPage() {
  return (
    <>
      <PageMeta title={TEAM_PAGE.meta.title} description={TEAM_PAGE.meta.description} />
      <PageHero
        title={TEAM_PAGE.title}
        lead={TEAM_PAGE.lead}
        illustration={<PeopleCluster people={TEAM.map((p) => ({ name: p.name, ground: personGround(p) }))} />}
      />
      <PageSection>
        <h2 className="site-visually-hidden">{TEAM_PAGE.title}</h2>
        <PeopleGrid people={TEAM} />
        <p className="us-team__more">
          <Link className="site-link" to={TEAM_PAGE.advisoryLink.to}>
            {TEAM_PAGE.advisoryLink.label}
          </Link>
        </p>
      </PageSection>
    </>
  );
}
