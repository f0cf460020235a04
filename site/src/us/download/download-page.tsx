/**
 * /download (spec §2, US build): resource cards, each with its picture, heading, paragraph,
 * authors and a download link to a real PDF of ours (the `download` attribute saves it under
 * its own name), with the format, page count and size beside the link.
 */
import { Link } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection, SectionHeading } from '../../kit/section';
import { paperHref, RESOURCES, type Resource, sizeNote, DOWNLOAD_PAGE as T } from '../content/download';
import { PaperArt, PapersHeroArt } from './paper-art';
import './download.css';

function ResourceCard({ resource }: { readonly resource: Resource }) {
  const headingId = `resource-${resource.id}`;
  return (
    <li>
      <article className="us-resource" aria-labelledby={headingId}>
        <div className="us-resource__art">
          <PaperArt art={resource.art} />
        </div>
        <div className="us-resource__body">
          <h2 id={headingId}>{resource.heading}</h2>
          <p className="us-resource__subtitle">{resource.subtitle}</p>
          <p>{resource.paragraph}</p>
          <div className="us-resource__authors">
            {T.by}
            <ul>
              {resource.authors.map((a) => (
                <li key={a.name}>
                  <strong>{a.name}</strong>, {a.position}
                </li>
              ))}
            </ul>
          </div>
          <div className="us-resource__actions">
            <a
              className="ispz-button ispz-button--primary"
              href={paperHref(resource)}
              download={resource.file}
              type="application/pdf"
              aria-label={`${T.download}: ${resource.heading}`}
            >
              {T.download}
            </a>
            <a
              className="site-link"
              href={paperHref(resource)}
              target="_blank"
              rel="noopener"
              aria-label={`${T.read}: ${resource.heading} ${T.newTab}`}
            >
              {T.read}
            </a>
            <span className="us-resource__size">{sizeNote(resource)}</span>
          </div>
        </div>
      </article>
    </li>
  );
}

export default function DownloadPage() {
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageHero eyebrow={T.eyebrow} title={T.heading} lead={T.lead} illustration={<PapersHeroArt />} />
      <PageSection>
        <ul className="us-resources">
          {RESOURCES.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} />
          ))}
        </ul>
      </PageSection>
      <PageSection tone="surface" labelledBy="download-more">
        <SectionHeading id="download-more" title={T.more.heading} lead={T.more.text} />
        <div className="us-more-links">
          <Link className="ispz-button ispz-button--primary" to="/connect">
            {T.more.connect}
          </Link>
          <Link className="ispz-button ispz-button--secondary" to="/contact">
            {T.more.contact}
          </Link>
        </div>
      </PageSection>
    </>
  );
}
