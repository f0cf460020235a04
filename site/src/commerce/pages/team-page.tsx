/**
 * /team (spec §2): the leadership of the commerce platform, each with a monogram drawn here
 * (spec §3 team entry: name, post, image, description; the people are fictional), drawn by the
 * site's Monogram.
 */

import { Monogram } from '../../kit/illustrations/monogram';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { TEAM, TEAM_PAGE } from '../content/team';
import { CommerceHero } from '../layout/info-page';

export default function TeamPage() {
  return (
    <>
      <PageMeta title={TEAM_PAGE.meta.title} description={TEAM_PAGE.meta.description} />
      <CommerceHero hero={TEAM_PAGE.hero} />
      <PageSection labelledBy="team-leaders">
        <h2 id="team-leaders">{TEAM_PAGE.groupsHeading}</h2>
        <ul className="commerce-cards commerce-team">
          {TEAM.map((member) => (
            <li key={member.id} className="commerce-card commerce-person">
              <Monogram name={member.name} size={64} />
              <div>
                <h3>{member.name}</h3>
                <p className="commerce-person__post">{member.post}</p>
                <p>{member.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
