/**
 * /invoice (spec §2): what an invoice on ISPz is and where to find it. Anonymous visitors are
 * sent to log in; a member goes on to their own orders' invoices at /orderinvoice.
 */
import { Link } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { INVOICES, ORDER_INVOICE as T } from '../content/invoice';
import { CommerceHero, InfoBand } from '../layout/info-page';

export default function InvoicePage() {
  const signedIn = useSessionSnapshot() !== null;
  return (
    <>
      <PageMeta title={INVOICES.meta.title} description={INVOICES.meta.description} />
      <CommerceHero hero={INVOICES.hero}>
        <Link className="ispz-button ispz-button--primary" to={signedIn ? '/orderinvoice' : '/login'}>
          {signedIn ? T.signedInLink : T.login}
        </Link>
      </CommerceHero>
      {INVOICES.sections.map((section) => (
        <InfoBand key={section.heading} section={section} />
      ))}
    </>
  );
}
