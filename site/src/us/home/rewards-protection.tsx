/**
 * The home's rewards and protection sections (spec §2 US home): reward tokens from the
 * rewards partner as a loan reaches its milestones, and what the ledger protects.
 */
import { Link } from 'react-router';
import { Glyph, type GlyphName } from '../../kit/illustrations/glyphs';
import { PageSection } from '../../kit/section';
import { PROTECTION, REWARDS } from '../content/home';

function Feature(props: {
  readonly id: string;
  readonly glyph: GlyphName;
  readonly title: string;
  readonly body: string;
  readonly points: readonly string[];
  readonly children?: React.ReactNode;
}) {
  return (
    <article className="us-feature" aria-labelledby={props.id}>
      <Glyph name={props.glyph} size={56} />
      <h2 id={props.id}>{props.title}</h2>
      <p>{props.body}</p>
      <ul className="us-checks">
        {props.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {props.children}
    </article>
  );
}

export function RewardsAndProtection() {
  return (
    <PageSection className="us-features">
      <Feature id="us-rewards" glyph="token" {...REWARDS}>
        <Link className="site-link" to={REWARDS.link.to}>
          {REWARDS.link.label}
        </Link>
      </Feature>
      <Feature id="us-protection" glyph="shield" {...PROTECTION} />
    </PageSection>
  );
}
