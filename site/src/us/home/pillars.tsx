/**
 * FASTER / SMARTER / ECONOMICAL (spec §2 US home) with KNOW MORE, which opens the /business
 * slider on the Borrower and scrolls to it (`/business?scroll=true&index=0`).
 */
import { Link } from 'react-router';
import { Glyph, type GlyphName } from '../../kit/illustrations/glyphs';
import { PageSection } from '../../kit/section';
import { PILLARS } from '../content/home';

const GLYPHS: readonly GlyphName[] = ['clock', 'bulb', 'coin'];

export function Pillars() {
  return (
    <PageSection labelledBy="us-pillars">
      <h2 id="us-pillars" className="site-visually-hidden">
        {PILLARS.title}
      </h2>
      <ul className="site-grid us-pillars">
        {PILLARS.items.map((item, i) => (
          <li key={item.name} className="site-card us-pillar">
            <Glyph name={GLYPHS[i] ?? 'clock'} size={48} />
            <h3>{item.name}</h3>
            <p>{item.body}</p>
          </li>
        ))}
      </ul>
      <p className="us-pillars__more">
        <Link className="ispz-button ispz-button--primary" to={PILLARS.knowMore.to}>
          {PILLARS.knowMore.label}
        </Link>
      </p>
    </PageSection>
  );
}
