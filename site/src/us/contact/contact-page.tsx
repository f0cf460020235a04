/**
 * /contact (spec §2, US build): the write-to-us form (the site kit's, posting contact-us), the
 * contact details — support email and phone from the deployment's configuration, the office
 * address from our content — and the office map drawn here at fixed coordinates.
 */
import { useSite } from '../../app/site-context';
import { ContactForm } from '../../kit/contact-form';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { OFFICE, CONTACT_PAGE as T } from '../content/contact';
import { OfficeMap } from './office-map';
import './contact.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export default function ContactPage() {
  const { api, config } = useSite();
  const { email, phone } = config.support;
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageHero eyebrow={T.eyebrow} title={T.heading} lead={T.lead} />
      <PageSection className="us-contact">
        <section className="us-contact__form" aria-labelledby="write-to-us">
          <h2 id="write-to-us">{T.formHeading}</h2>
          <ContactForm api={api} labelledBy="write-to-us" />
        </section>
        <section className="us-contact__details" aria-labelledby="contact-details">
          <h2 id="contact-details">{T.detailsHeading}</h2>
          <dl>
            <div>
              <dt>{T.email}</dt>
              <dd>
                <a className="site-link" href={`mailto:${email}`}>
                  {email}
                </a>
              </dd>
            </div>
            <div>
              <dt>{T.phone}</dt>
              <dd>
                <a className="site-link" href={telHref(phone)}>
                  {phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{T.office}</dt>
              <dd>
                <address>
                  {[OFFICE.company, ...OFFICE.lines].map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt>{T.hours}</dt>
              <dd>{OFFICE.hours}</dd>
            </div>
          </dl>
        </section>
      </PageSection>
      <PageSection tone="surface" labelledBy="find-us">
        <h2 id="find-us">{T.mapHeading}</h2>
        <OfficeMap />
      </PageSection>
    </>
  );
}
