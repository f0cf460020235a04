/**
 * The long-form layout every legal page of the commerce build shares (Terms, Seller Terms,
 * E-Stamp terms, Shipping, Cancellation & Returns): the title and its date, an introduction, a
 * table of contents linking to each numbered section, the sections, and the related documents.
 */
import './legal-page.css';
import { PageMeta } from '../../kit/page-meta';
import type { LegalContent } from '../content/types';
import { ActionLink } from './page-action';

/** The words the layout itself adds around a legal document's own text. */
export const LEGAL_TEXT = {
  updated: 'Last updated',
  contents: 'On this page',
  related: 'Related documents',
} as const;

/** A legal document drawn from its content, each section reachable from the contents. */
export function LegalPage(props: { readonly content: LegalContent }) {
  const { content } = props;
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} />
      <header className="legal-header">
        <div className="site-column">
          <h1>{content.title}</h1>
          <p className="legal-updated">
            {LEGAL_TEXT.updated}: {content.updated}
          </p>
          <p className="legal-intro">{content.intro}</p>
        </div>
      </header>
      <div className="site-column legal-body">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{LEGAL_TEXT.contents}</h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a className="site-link" href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-text">
          {content.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className="legal-number">{index + 1}.</span> {section.heading}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <aside className="legal-related" aria-labelledby="legal-related-title">
            <h2 id="legal-related-title">{LEGAL_TEXT.related}</h2>
            <ul>
              {content.related.map((action) => (
                <li key={action.to}>
                  <ActionLink action={action} />
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}
