/**
 * The person's payments as the platform records them (spec §7 orders: hire, reserve, pay;
 * contracts on E-Stamp paper pay their stamp duty): hires paid through the payment provider,
 * as hirer or as the asset's owner, newest first, and the stamp duty paid on their contracts.
 * Only what carries a payment id counts: a hold that was never paid is not a payment.
 */
import { type Cents, parseDollars } from '../../../../core/money/cents';
import type { components } from '../../../../widgets/api/schema.gen';

export type Reservations = components['schemas']['Reservations'];
export type Reservation = components['schemas']['Reservation'];
export type ContractView = components['schemas']['ContractView'];

/** One hire payment. */
export interface HirePayment {
  readonly id: string;
  readonly paymentId: string;
  /** 'paid': the person hired and paid; 'received': the person's asset was hired. */
  readonly direction: 'paid' | 'received';
  readonly from: string;
  readonly to: string;
  readonly days: number;
  readonly purpose: string;
  /** Paise; null when the server's amount is unreadable. */
  readonly amount: Cents | null;
  /** When the payment confirmed the hire. */
  readonly paidAt: string;
}

/** One stamp duty paid on a contract. */
export interface StampDutyPayment {
  readonly id: string;
  readonly paymentId: string;
  readonly title: string;
  readonly state: string | null;
  readonly amount: Cents | null;
  /** 'you': the person created the contract (the creator pays); 'counterparty' otherwise. */
  readonly payer: 'you' | 'counterparty';
  readonly status: string;
}

/** Newest first by an ISO-8601 time; equal times keep their order. */
export function newestFirst<T>(list: readonly T[], at: (item: T) => string): T[] {
  return [...list].sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : 0));
}

const hirePayment =
  (direction: HirePayment['direction']) =>
  (r: Reservation): HirePayment[] =>
    r.payment_id === null
      ? []
      : [
          {
            id: r._id,
            paymentId: r.payment_id,
            direction,
            from: r.from,
            to: r.to,
            days: r.days,
            purpose: r.purpose,
            amount: parseDollars(r.amount),
            paidAt: r.updatedAt,
          },
        ];

/** The hires paid by or to the person, newest first (GET /orders/hire). */
export function hirePayments(answer: Pick<Reservations, 'hired' | 'hired_out'>): HirePayment[] {
  return newestFirst(
    [...answer.hired.flatMap(hirePayment('paid')), ...answer.hired_out.flatMap(hirePayment('received'))],
    (p) => p.paidAt,
  );
}

/** The stamp duty paid on the person's contracts (GET /businesses/contracts). */
export function stampDutyPayments(contracts: readonly ContractView[], userId: string): StampDutyPayment[] {
  return contracts.flatMap((k) =>
    k.stamp_duty_payment_id === null
      ? []
      : [
          {
            id: k._id,
            paymentId: k.stamp_duty_payment_id,
            title: k.title,
            state: k.stamp_duty_state,
            amount: k.stamp_duty_amount === null ? null : parseDollars(k.stamp_duty_amount),
            payer: k.creator_id === userId ? ('you' as const) : ('counterparty' as const),
            status: k.status,
          },
        ],
  );
}
