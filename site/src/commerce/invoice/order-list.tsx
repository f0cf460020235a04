/**
 * The signed-in member's orders (GET /orders/hire): what they hired and what others hired of
 * theirs, each linking to its invoice. Server state lives in TanStack Query under 'orders'.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSite } from '../../app/site-context';
import { ORDER_INVOICE as T } from '../content/invoice';
import { orderSummary, type Reservation } from './order-invoice';

function Orders(props: { readonly heading: string; readonly orders: readonly Reservation[] }) {
  if (props.orders.length === 0) return null;
  return (
    <>
      <h3>{props.heading}</h3>
      <ul className="commerce-orders">
        {props.orders.map((order) => (
          <li key={order._id}>
            <span>{orderSummary(order)}</span>
            <Link className="site-link" to={`/orderinvoice?reservation_id=${encodeURIComponent(order._id)}`}>
              {T.open}
              <span className="site-visually-hidden"> {order._id}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list, its loading line, its failure sentence, or the sentence for no orders at all. */
export function OrderList() {
  const { api } = useSite();
  const orders = useQuery({
    queryKey: ['orders', 'hire'],
    queryFn: async () => {
      const answer = await api.GET('/orders/hire');
      if (!answer.data) throw new Error(T.failed);
      return answer.data;
    },
  });
  return (
    <section aria-labelledby="orders-title" className="commerce-orders-list">
      <h2 id="orders-title">{T.listHeading}</h2>
      {orders.isPending ? <p role="status">{T.loading}</p> : null}
      {orders.isError ? <p role="alert">{T.failed}</p> : null}
      {orders.data && orders.data.hired.length + orders.data.hired_out.length === 0 ? <p>{T.none}</p> : null}
      {orders.data ? (
        <>
          <Orders heading={T.hired} orders={orders.data.hired} />
          <Orders heading={T.hiredOut} orders={orders.data.hired_out} />
        </>
      ) : null}
    </section>
  );
}
