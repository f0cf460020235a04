/**
 * The person's hire orders (GET /orders/hire): those they placed as hirer and those placed on
 * their assets, newest first, each with its days, amount and status, leading to the order view.
 * Shared by the Assets page and SmartHire.
 */
import { Link } from 'react-router';
import { reservationStatusDisplay } from '../../../../core/accounts/assets/reservation-status';
import { formatDate } from '../../../../core/format/dates';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { ASSET_PAGE_TEXT } from './asset-text';
import { failureText, type Reservation, rupees, useHireOrders } from './use-hire-data';

const T = ASSET_PAGE_TEXT.orders;

/** '10 Mar' style range of an order's days, as the spec's 'MMM Do, YYYY'. */
export const orderDates = (r: { from: string; to: string }) =>
  r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`;

/** The order view's address. */
export const orderPath = (id: string) => `/dashboard/asset/orders/${encodeURIComponent(id)}`;

/** Both lists of the person's hire orders, under `headingLevel` headings. */
export function HireOrders({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const orders = useHireOrders();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  if (orders.isPending) return <p aria-live="polite">{T.loading}</p>;
  if (orders.isError)
    return (
      <p className="asset-refusal" role="alert">
        {T.failed} {failureText(orders.error)}
      </p>
    );
  return (
    <div className="asset-orders">
      <section aria-labelledby="asset-orders-hired">
        <H id="asset-orders-hired" className="asset-orders__heading">
          {T.hired}
        </H>
        <OrderList orders={orders.data.hired} empty={T.noneHired} />
      </section>
      {orders.data.hired_out.length > 0 ? (
        <section aria-labelledby="asset-orders-hired-out">
          <H id="asset-orders-hired-out" className="asset-orders__heading">
            {T.hiredOut}
          </H>
          <OrderList orders={orders.data.hired_out} empty={T.noneHiredOut} />
        </section>
      ) : null}
    </div>
  );
}

function OrderList({ orders, empty }: { orders: readonly Reservation[]; empty: string }) {
  if (orders.length === 0) return <p className="asset-empty">{empty}</p>;
  return (
    <ul className="asset-order-list">
      {orders.map((r) => {
        const status = reservationStatusDisplay(r.status);
        return (
          <li key={r._id} className="asset-order">
            <div className="asset-order__top">
              <Link className="asset-order__link" to={orderPath(r._id)}>
                {orderDates(r)}
              </Link>
              <StatusBadge colour={status.colour}>{status.text}</StatusBadge>
            </div>
            <p className="asset-order__meta">
              <span>
                {T.columns.days}: {r.days}
              </span>
              <span>
                {T.columns.amount}: <span className="asset-number">{rupees(r.amount)}</span>
              </span>
            </p>
            <p className="asset-order__purpose">{r.purpose}</p>
          </li>
        );
      })}
    </ul>
  );
}
