/** /payments: how money moves on the platform (spec §2). */
import { PAYMENTS } from '../content/payments';
import { InfoPage } from '../layout/info-page';

export default function PaymentsPage() {
  return <InfoPage content={PAYMENTS} />;
}
