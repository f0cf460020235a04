/**
 * The commerce build's information page: a hero with its illustration, full-width bands of
 * sections (paragraphs, bullets, cards, numbered steps) in the 1200 px column, and a closing
 * call to action. Every text comes from a content file (`InfoContent`).
 */
import './commerce.css';
import type { ReactNode } from 'react';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import type { InfoCard, InfoContent, InfoSection } from '../content/types';
import { Glyph } from '../illustrations/glyphs';
import { Illustration } from '../illustrations/illustration';
import { ActionLink, ActionRow } from './page-action';

function Card(props: { readonly card: InfoCard }) {
  const { card } = props;
  return (
    <>
      {card.glyph ? <Glyph name={card.glyph} /> : null}
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      {card.action ? <ActionLink action={card.action} /> : null}
    </>
  );
}

/** One full-width band of sections' content (also used by the commerce home). */
export function InfoBand(props: { readonly section: InfoSection }) {
  const { section: s } = props;
  return (
    <PageSection tone={s.tone ?? 'plain'}>
      <h2>{s.heading}</h2>
      {s.lead ? <p className="commerce-lead">{s.lead}</p> : null}
      {s.paragraphs?.map((text) => (
        <p className="commerce-prose" key={text}>
          {text}
        </p>
      ))}
      {s.bullets ? (
        <ul className="commerce-bullets">
          {s.bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {s.cards ? (
        <ul className="commerce-cards">
          {s.cards.map((card) => (
            <li className="commerce-card" key={card.title}>
              <Card card={card} />
            </li>
          ))}
        </ul>
      ) : null}
      {s.steps ? (
        <ol className="commerce-steps">
          {s.steps.map((card) => (
            <li className="commerce-step" key={card.title}>
              <Card card={card} />
            </li>
          ))}
        </ol>
      ) : null}
    </PageSection>
  );
}

/** The hero every commerce page opens with (the site's `PageHero`); `children` go under its actions. */
export function CommerceHero(props: { readonly hero: InfoContent['hero']; readonly children?: ReactNode }) {
  const { hero } = props;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={
        hero.actions?.length || props.children ? (
          <>
            <ActionRow actions={hero.actions} />
            {props.children}
          </>
        ) : undefined
      }
      illustration={<Illustration name={hero.illustration} className="commerce-hero__art" />}
    />
  );
}

/** The closing call to action of a page. */
export function ClosingBand(props: { readonly closing: NonNullable<InfoContent['closing']> }) {
  const { closing } = props;
  return (
    <PageSection className="commerce-closing" tone="surface">
      <h2>{closing.heading}</h2>
      <p>{closing.text}</p>
      <ActionRow actions={closing.actions} />
    </PageSection>
  );
}

/**
 * An information page drawn from its content; `children` (a form, a live list) go between the
 * sections and the closing band.
 */
export function InfoPage(props: { readonly content: InfoContent; readonly children?: ReactNode }) {
  const { content } = props;
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} />
      <CommerceHero hero={content.hero} />
      {content.sections.map((section) => (
        <InfoBand key={section.heading} section={section} />
      ))}
      {props.children}
      {content.closing ? <ClosingBand closing={content.closing} /> : null}
    </>
  );
}
