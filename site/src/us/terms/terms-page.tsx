/**
 * /term (spec §2, US build): the terms of use, a table of contents linking each section, and
 * a link back to the contents after each one.
 */
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { TERMS_PAGE as T, TERMS_SECTIONS } from '../content/terms';
import './terms.css';

export default function TermsPage() {
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageHero eyebrow={T.eyebrow} title={T.heading} lead={T.lead} />
      <PageSection className="us-terms">
        <nav className="us-terms__toc" aria-labelledby="terms-contents">
          <h2 id="terms-contents">{T.contents}</h2>
          <ol>
            {TERMS_SECTIONS.map((s) => (
              <li key={s.id}>
                <a className="site-link" href={`#${s.id}`}>
                  {s.heading.replace(/^\d+\.\s*/, '')}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="us-terms__body">
          <p className="us-terms__updated">{T.updated}</p>
          {TERMS_SECTIONS.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="us-terms__section">
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <a className="us-terms__top site-link" href="#terms-contents">
                {T.backToTop}
              </a>
            </section>
          ))}
        </div>
      </PageSection>
    </>
  );
}
