/**
 * The home's three image links into the /business slider (spec §2): Borrower (index 0),
 * Lender (3) and Secondary Market (8). Each link is named by its role; the picture is ours.
 */
import { Link } from 'react-router';
import { RoleArt } from '../../kit/illustrations/role-art';
import { PageSection, SectionHeading } from '../../kit/section';
import { ROLE_LINKS } from '../content/home';

export function RoleLinks() {
  return (
    <PageSection tone="surface" labelledBy="us-role-links">
      <SectionHeading id="us-role-links" title={ROLE_LINKS.title} lead={ROLE_LINKS.lead} />
      <ul className="us-role-links">
        {ROLE_LINKS.links.map((link) => (
          <li key={link.index}>
            <Link className="us-role-link" to={`/business?index=${link.index}`}>
              <RoleArt name={link.art} />
              <span className="us-role-link__name">
                {link.name}
                <span aria-hidden="true"> →</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
