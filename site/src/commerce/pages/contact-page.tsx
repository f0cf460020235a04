/**
 * /contact (spec §2): the site's write-to-us form (posts contact-us: 'Sent Successfully' then
 * the form clears; 'Please fill required (*) field') beside the company's contact details.
 */
import { useSite } from '../../app/site-context';
import { COMPANY_ADDRESS } from '../../chrome/content/footer';
import { ContactForm } from '../../kit/contact-form';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { CONTACT_PAGE, CONTACT_TEXT as T } from '../content/contact';
import { Glyph } from '../illustrations/glyphs';
import { CommerceHero } from '../layout/info-page';

export default function ContactPage() {
  const { api, config } = useSite();
  const { email, phone } = config.support;
  return (
    <>
      <PageMeta title={CONTACT_PAGE.meta.title} description={CONTACT_PAGE.meta.description} />
      <CommerceHero hero={CONTACT_PAGE.hero} />
      <PageSection className="commerce-contact">
        <div>
          <h2 id="contact-form-title">{T.formHeading}</h2>
          <ContactForm api={api} labelledBy="contact-form-title" />
        </div>
        <aside className="commerce-card commerce-contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{T.detailsHeading}</h2>
          <dl>
            <dt>
              <Glyph name="pin" /> {T.addressLabel}
            </dt>
            <dd>
              <address>
                {COMPANY_ADDRESS.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
            {email ? (
              <>
                <dt>
                  <Glyph name="mail" /> {T.emailLabel}
                </dt>
                <dd>
                  <a className="site-link" href={`mailto:${email}`}>
                    {email}
                  </a>
                </dd>
              </>
            ) : null}
            {phone ? (
              <>
                <dt>
                  <Glyph name="phone" /> {T.phoneLabel}
                </dt>
                <dd>
                  <a className="site-link" href={`tel:${phone.replace(/\s+/g, '')}`}>
                    {phone}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <p className="commerce-contact__hours">{T.hours}</p>
        </aside>
      </PageSection>
    </>
  );
}
