/**
 * /orderinvoice (spec §2): an order's invoice. Anonymous visitors are told what it is and how to
 * reach it (log in, then Orders); a member sees their orders, or with ?reservation_id= that
 * order's invoice read from the platform. Nothing here is ever made up.
 */
import { Link, useSearchParams } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { PageHero, PageSection } from '../../kit/section';
import { ORDER_INVOICE as T } from '../content/invoice';
import { Illustration } from '../illustrations/illustration';
import { OrderInvoiceView } from '../invoice/order-invoice-view';
import { OrderList } from '../invoice/order-list';
import '../layout/commerce.css';
import '../invoice/invoice.css';

export default function OrderInvoicePage() {
  const signedIn = useSessionSnapshot() !== null;
  const [search] = useSearchParams();
  const reservationId = search.get('reservation_id');
  return (
    <>
      <PageMeta title={T.meta.title} description={T.meta.description} />
      <PageHero
        title={T.title}
        lead={signedIn ? T.signedInLead : T.anonymous}
        actions={
          signedIn ? undefined : (
            <Link className="ispz-button ispz-button--primary" to="/login">
              {T.login}
            </Link>
          )
        }
        illustration={<Illustration name="invoice" className="commerce-hero__art" />}
      />
      {signedIn ? (
        <PageSection className="commerce-invoice-page">
          {reservationId ? <OrderInvoiceView reservationId={reservationId} /> : <OrderList />}
        </PageSection>
      ) : null}
    </>
  );
}
