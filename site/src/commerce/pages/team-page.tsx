/**
 * /team (spec §2): the leadership of the commerce platform, each with a monogram drawn here
 * (spec §3 team entry: name, post, image, description; the people are fictional).
 */
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { initialsOf, TEAM, TEAM_PAGE } from '../content/team';
import { CommerceHero } from '../layout/info-page';

/** A round monogram in one of four calm tones, chosen by the person's position in the list. */
function Monogram(props: { readonly name: string; readonly tone: number }) {
  return (
    <svg
      className={`commerce-monogram commerce-monogram--${props.tone}`}
      viewBox="0 0 64 64"
      aria-hidden="true"
    >
      <circle cx="32" cy="32" r="32" />
      <text x="32" y="33" textAnchor="middle" dominantBaseline="middle">
        {initialsOf(props.name)}
      </text>
    </svg>
  );
}

export default function TeamPage() {
  return (
    <>
      <PageMeta title={TEAM_PAGE.meta.title} description={TEAM_PAGE.meta.description} />
      <CommerceHero hero={TEAM_PAGE.hero} />
      <PageSection labelledBy="team-leaders">
        <h2 id="team-leaders">{TEAM_PAGE.groupsHeading}</h2>
        <ul className="commerce-cards commerce-team">
          {TEAM.map((member, index) => (
            <li key={member.id} className="commerce-card commerce-person">
              <Monogram name={member.name} tone={index % 4} />
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
