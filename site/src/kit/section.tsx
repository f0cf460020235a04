/**
 * The marketing pages' building blocks (UI.md "Layout"): full-width bands that hold the 1200 px
 * content column, and a page hero (title, lead, actions, an illustration). Every area's pages
 * are made of these, so the site keeps one rhythm of spacing and type.
 */
import type { ReactNode } from 'react';
import './section.css';

/** A band's ground: the page's white, the light surface grey, or the (tenant's) accent. */
export type SectionTone = 'plain' | 'surface' | 'accent';

/** Props of `PageSection`. */
export interface PageSectionProps {
  readonly tone?: SectionTone;
  /** The anchor id of the band (for in-page links). */
  readonly id?: string;
  /** The id of the band's heading: the band becomes a named region. */
  readonly labelledBy?: string;
  /** Extra classes on the inner column. */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A full-width band with the content column inside.
 * @example <PageSection tone="surface" labelledBy="stats"><h2 id="stats">In numbers</h2>…</PageSection>
 */
export function PageSection({ tone = 'plain', ...props }: PageSectionProps) {
  return (
    <section
      className={`site-section site-section--${tone}`}
      id={props.id}
      aria-labelledby={props.labelledBy}
    >
      <div className={props.className ? `site-column ${props.className}` : 'site-column'}>
        {props.children}
      </div>
    </section>
  );
}

/** Props of `PageHero`. */
export interface PageHeroProps {
  /** The page's one h1. */
  readonly title: ReactNode;
  /** A short line above the title. */
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  /** Buttons or links under the lead. */
  readonly actions?: ReactNode;
  /** An SVG illustration beside the text (under it on phones); decorative. */
  readonly illustration?: ReactNode;
  readonly tone?: SectionTone;
}

/**
 * The top of a page: the h1, its lead and actions, an illustration beside them.
 * @example <PageHero title="About us" lead="Who we are." illustration={<NetworkIllustration />} />
 */
export function PageHero({ tone = 'surface', ...props }: PageHeroProps) {
  return (
    <section className={`site-section site-section--${tone} site-hero`}>
      <div className={`site-column site-hero__grid${props.illustration ? '' : ' site-hero__grid--text'}`}>
        <div className="site-hero__text">
          {props.eyebrow ? <p className="site-hero__eyebrow">{props.eyebrow}</p> : null}
          <h1 className="site-hero__title">{props.title}</h1>
          {props.lead ? <p className="site-hero__lead">{props.lead}</p> : null}
          {props.actions ? <div className="site-hero__actions">{props.actions}</div> : null}
        </div>
        {props.illustration ? <div className="site-hero__art">{props.illustration}</div> : null}
      </div>
    </section>
  );
}

/** A band's heading with an optional short line above and a lead under it. */
export function SectionHeading(props: {
  readonly id?: string;
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  readonly align?: 'start' | 'center';
}) {
  return (
    <header className={`site-heading site-heading--${props.align ?? 'start'}`}>
      {props.eyebrow ? <p className="site-heading__eyebrow">{props.eyebrow}</p> : null}
      <h2 id={props.id}>{props.title}</h2>
      {props.lead ? <p className="site-heading__lead">{props.lead}</p> : null}
    </header>
  );
}
