/**
 * One of the member's orders drawn as its invoice (GET /orders/hire/view): the lines, the total
 * and a print button. An order that is not the member's answers 404, shown as "no such order".
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../../widgets/kit/button';
import { useSite } from '../../app/site-context';
import { ORDER_INVOICE as T } from '../content/invoice';
import { orderInvoice } from './order-invoice';

type Answer =
  | { readonly kind: 'found'; readonly invoice: ReturnType<typeof orderInvoice> }
  | { readonly kind: 'missing' };

export function OrderInvoiceView(props: { readonly reservationId: string }) {
  const { api } = useSite();
  const query = useQuery({
    queryKey: ['orders', 'hire', props.reservationId],
    queryFn: async (): Promise<Answer> => {
      const answer = await api.GET('/orders/hire/view', {
        params: { query: { reservation_id: props.reservationId } },
      });
      if (answer.data) return { kind: 'found', invoice: orderInvoice(answer.data.data) };
      if (answer.response.status === 404 || answer.response.status === 400) return { kind: 'missing' };
      throw new Error(T.failed);
    },
  });
  if (query.isPending) return <p role="status">{T.loading}</p>;
  if (query.isError) return <p role="alert">{T.failed}</p>;
  if (query.data.kind === 'missing') return <p role="alert">{T.notFound}</p>;
  const { invoice } = query.data;
  return (
    <article className="commerce-card commerce-invoice" aria-labelledby="invoice-title">
      <h2 id="invoice-title">
        {T.rows.reference} {invoice.reference}
      </h2>
      <dl>
        {invoice.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="commerce-invoice__total">
          <dt>{T.rows.total}</dt>
          <dd>{invoice.total}</dd>
        </div>
      </dl>
      <div className="commerce-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {T.print}
        </Button>
        <Link className="site-link" to="/orderinvoice">
          {T.back}
        </Link>
      </div>
    </article>
  );
}
