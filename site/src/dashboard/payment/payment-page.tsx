/**
 * /dashboard/payment (spec §2 menu routes; §7 orders: hire, reserve, pay): the person's real
 * payments — hires paid through the payment provider (GET /orders/hire) and stamp duty paid on
 * their E-Stamp contracts (GET /businesses/contracts) — and a plain sentence for what the
 * platform does not record yet (invoices, payouts, settlements, subscriptions). The page only
 * reads, so it has no action for a read-only route to disable.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../core/format/dates';
import { formatRupees } from '../../../../core/format/money';
import type { Cents } from '../../../../core/money/cents';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { DataTable } from '../../../../widgets/kit/table/data-table';
import type { DataColumn } from '../../../../widgets/kit/table/table-types';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { type HirePayment, hirePayments, type StampDutyPayment, stampDutyPayments } from './payment-rows';
import { PAYMENT_TEXT as T } from './payment-text';
import '../shell/dashboard-pages.css';
import './payment.css';
import { tableStateOf } from '../../kit/table-state';

const money = (amount: Cents | null) => (amount === null ? '-' : formatRupees(amount));

const HIRE_COLUMNS: DataColumn<HirePayment>[] = [
  { id: 'paidOn', header: T.col.paidOn, value: (p) => formatDate(p.paidAt) },
  { id: 'amount', header: T.col.amount, value: (p) => money(p.amount), numeric: true },
  { id: 'direction', header: T.col.direction, value: (p) => (p.direction === 'paid' ? T.paid : T.received) },
  { id: 'hire', header: T.col.hire, value: (p) => T.days(formatDate(p.from), formatDate(p.to), p.days) },
  { id: 'purpose', header: T.col.purpose, cell: (p) => <span className="payment-wrap">{p.purpose}</span> },
  { id: 'paymentId', header: T.col.paymentId, value: (p) => p.paymentId },
];

const STAMP_COLUMNS: DataColumn<StampDutyPayment>[] = [
  { id: 'contract', header: T.col.contract, cell: (p) => <span className="payment-wrap">{p.title}</span> },
  { id: 'state', header: T.col.state, value: (p) => p.state ?? '-' },
  { id: 'amount', header: T.col.amount, value: (p) => money(p.amount), numeric: true },
  { id: 'payer', header: T.col.payer, value: (p) => (p.payer === 'you' ? T.you : T.counterparty) },
  { id: 'paymentId', header: T.col.paymentId, value: (p) => p.paymentId },
  { id: 'status', header: T.col.status, value: (p) => p.status },
];

/** /dashboard/payment */
export default function PaymentPage() {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? '';
  const hires = useQuery({
    queryKey: ['orders', 'hire', userId],
    queryFn: async () => {
      const answer = await api.GET('/orders/hire');
      if (!answer.data) throw new Error(answerErrorText(answer));
      return answer.data;
    },
  });
  const contracts = useQuery({
    queryKey: ['businesses', 'contracts', userId],
    queryFn: async () => {
      const answer = await api.GET('/businesses/contracts');
      if (!answer.data) throw new Error(answerErrorText(answer));
      return answer.data.data;
    },
  });
  const hireRows = useMemo(() => (hires.data ? hirePayments(hires.data) : []), [hires.data]);
  const stampRows = useMemo(
    () => (contracts.data ? stampDutyPayments(contracts.data, userId) : []),
    [contracts.data, userId],
  );

  return (
    <div className="dash-page payment-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      <section className="payment-section" aria-labelledby="payment-hires">
        <h2 id="payment-hires" className="dash-page__heading">
          {T.hireHeading}
        </h2>
        <p className="payment-section__note">{T.hireNote}</p>
        <DataTable
          label={T.hireHeading}
          columns={HIRE_COLUMNS}
          rows={hireRows}
          getRowId={(p) => p.id}
          state={tableStateOf(hires)}
          errorText={hires.error?.message}
          emptyText={T.hireEmpty}
          maxHeight="none"
        />
      </section>
      <section className="payment-section" aria-labelledby="payment-stamp-duty">
        <h2 id="payment-stamp-duty" className="dash-page__heading">
          {T.stampHeading}
        </h2>
        <p className="payment-section__note">{T.stampNote}</p>
        <DataTable
          label={T.stampHeading}
          columns={STAMP_COLUMNS}
          rows={stampRows}
          getRowId={(p) => p.id}
          state={tableStateOf(contracts)}
          errorText={contracts.error?.message}
          emptyText={T.stampEmpty}
          maxHeight="none"
        />
      </section>
      <section className="payment-section payment-section--missing" aria-labelledby="payment-missing">
        <h2 id="payment-missing" className="dash-page__heading">
          {T.missingHeading}
        </h2>
        <p>{T.missing}</p>
        <p>
          {T.credits} <Link to="/dashboard/wallet">{T.walletLink}</Link>.
        </p>
      </section>
    </div>
  );
}
