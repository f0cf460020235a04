/**
 * /business (spec §2 US build): the ten roles of the mortgage ecosystem in a slider. The
 * address chooses the slide (`index`, default 2) and, with `scroll=true`, scrolls the page to
 * 295 px (the home's KNOW MORE and role links land here); the slider's buttons keep the
 * address in step so a slide can be shared.
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RoleArt } from '../../kit/illustrations/role-art';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection, SectionHeading } from '../../kit/section';
import { BUSINESS, ROLES } from '../content/roles';
import { RoleSlider } from './role-slider';
import { SCROLL_TOP, slideRequest } from './slide-index';
import './business.css';

export default function BusinessPage() {
  const [query, setQuery] = useSearchParams();
  const { index, scroll } = slideRequest(query, ROLES.length);

  useEffect(() => {
    if (scroll) window.scrollTo({ top: SCROLL_TOP, behavior: 'instant' });
  }, [scroll]);

  const show = (next: number) =>
    setQuery({ index: String(next) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageMeta title={BUSINESS.meta.title} description={BUSINESS.meta.description} />
      <PageHero eyebrow={BUSINESS.eyebrow} title={BUSINESS.title} lead={BUSINESS.lead} />
      <PageSection>
        <RoleSlider roles={ROLES} index={index} onShow={show} />
      </PageSection>
      <PageSection tone="surface" labelledBy="us-business-all">
        <SectionHeading id="us-business-all" title={BUSINESS.allTitle} lead={BUSINESS.allLead} />
        <ul className="us-roles-grid">
          {ROLES.map((role, i) => (
            <li key={role.name} className="us-roles-grid__item">
              <RoleArt name={role.art} />
              <h3>{role.name}</h3>
              <p>{role.headline}</p>
              <button
                type="button"
                className="site-link us-roles-grid__show"
                onClick={() => {
                  show(i);
                  window.scrollTo({ top: SCROLL_TOP, behavior: 'auto' });
                }}
              >
                {`${BUSINESS.showRole} ${role.name}`}
              </button>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="accent" labelledBy="us-business-cta" className="site-cta">
        <h2 id="us-business-cta">{BUSINESS.cta.title}</h2>
        <Link className="ispz-button ispz-button--secondary" to={BUSINESS.cta.to}>
          {BUSINESS.cta.label}
        </Link>
      </PageSection>
    </>
  );
}
