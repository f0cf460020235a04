/**
 * /dashboard/asset/orders/:reservationId (GET /orders/hire/view): one hire order the person
 * placed or whose asset they own — its status, days, amount, purpose and payment reference.
 * Anyone else is told, in the server's words, that it does not exist.
 */
import { Link, useParams } from 'react-router';
import { reservationStatusDisplay } from '../../../../core/accounts/assets/reservation-status';
import { formatDateTime } from '../../../../core/format/dates';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { ORDER_PAGE_TEXT as T } from './asset-text';
import { orderDates } from './hire-orders';
import { failureText, rupees, useHireOrder } from './use-hire-data';
import '../shell/dashboard-pages.css';
import './asset.css';

export default function HireOrderPage() {
  const { reservationId = '' } = useParams();
  const order = useHireOrder(reservationId);
  const userId = useSessionSnapshot()?.user.user_id;
  const r = order.data;
  return (
    <div className="dash-page asset-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{r ? T.heading(orderDates(r)) : T.title}</h1>
      {order.isPending ? <p aria-live="polite">{T.loading}</p> : null}
      {order.isError ? (
        <p className="asset-refusal" role="alert">
          {failureText(order.error)}
        </p>
      ) : null}
      {r ? (
        <dl className="asset-summary asset-section">
          <div className="asset-summary__row">
            <dt>{T.fields.status}</dt>
            <dd>
              <StatusBadge colour={reservationStatusDisplay(r.status).colour}>
                {reservationStatusDisplay(r.status).text}
              </StatusBadge>
            </dd>
          </div>
          {(
            [
              [T.fields.dates, orderDates(r)],
              [T.fields.days, String(r.days)],
              [T.fields.amount, rupees(r.amount)],
              [T.fields.purpose, r.purpose],
              [T.fields.role, r.hirer_id === userId ? T.hirer : T.owner],
              [T.fields.asset, r.asset_id],
              [T.fields.payment, r.payment_id ?? '-'],
              [T.fields.placed, formatDateTime(r.createdAt)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="asset-summary__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="asset-links">
        <Link to="/dashboard/asset">{T.back}</Link>
        <Link to="/smarthire">{T.smarthire}</Link>
      </p>
    </div>
  );
}
