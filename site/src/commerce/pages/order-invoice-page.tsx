/**
 * /orderinvoice (spec §2): an order's invoice. Anonymous visitors are told what it is and how to
 * reach it (log in, then Orders); a member sees their orders, or with ?reservation_id= that
 * order's invoice read from the platform. Nothing here is ever made up.
 */
import { Link, useSearchParams } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { ORDER_INVOICE as T } from '../content/invoice';
import { OrderInvoiceView } from '../invoice/order-invoice-view';
import { OrderList } from '../invoice/order-list';
import '../invoice/invoice.css';

export default function OrderInvoicePage() {
  const signedIn = useSessionSnapshot() !== null;
  const [search] = useSearchParams();
  const reservationId = search.get('reservation_id');
  return (
    <PageSection className="commerce-invoice-page">
      <PageMeta title={T.meta.title} description={T.meta.description} />
      <h1>{T.title}</h1>
      {!signedIn ? (
        <>
          <p className="commerce-lead">{T.anonymous}</p>
          <Link className="ispz-button ispz-button--primary" to="/login">
            {T.login}
          </Link>
        </>
      ) : reservationId ? (
        <OrderInvoiceView reservationId={reservationId} />
      ) : (
        <OrderList />
      )}
    </PageSection>
  );
}
