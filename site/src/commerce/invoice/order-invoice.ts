/**
 * An order's invoice as the page shows it, from the platform's reservation (GET
 * /orders/hire/view): dates as spec §9 writes them, the amount in rupees with Indian grouping,
 * computed from exact paise (the API sends rupees with two decimals). Pure, so it is tested alone.
 */
import { formatDate } from '../../../../core/format/dates';
import { formatRupees } from '../../../../core/format/money';
import { parseDollars } from '../../../../core/money/cents';
import type { components } from '../../../../widgets/api/schema.gen';
import { ORDER_INVOICE as T } from '../content/invoice';

export type Reservation = components['schemas']['Reservation'];

/** One labelled line of the invoice. */
export interface InvoiceRow {
  readonly label: string;
  readonly value: string;
}

export interface OrderInvoice {
  readonly reference: string;
  readonly rows: readonly InvoiceRow[];
  readonly total: string;
}

/** The amount in rupees, or '-' when the platform's number is not an exact amount of paise. */
export function rupees(amount: number): string {
  const paise = parseDollars(amount);
  return paise === null ? '-' : formatRupees(paise);
}

/** The invoice of a reservation. */
export function orderInvoice(reservation: Reservation): OrderInvoice {
  const r = T.rows;
  return {
    reference: reservation._id,
    rows: [
      { label: r.date, value: formatDate(reservation.createdAt) },
      { label: r.status, value: T.status[reservation.status] },
      { label: r.asset, value: reservation.asset_id },
      { label: r.period, value: `${formatDate(reservation.from)} – ${formatDate(reservation.to)}` },
      { label: r.days, value: String(reservation.days) },
      { label: r.purpose, value: reservation.purpose },
      { label: r.payment, value: reservation.payment_id ?? T.awaitingPayment },
    ],
    total: rupees(reservation.amount),
  };
}

/** The line an order list shows for a reservation: its dates and amount. */
export function orderSummary(reservation: Reservation): string {
  return `${formatDate(reservation.from)} – ${formatDate(reservation.to)} · ${rupees(reservation.amount)} · ${T.status[reservation.status]}`;
}
