/** /shipping: the marketplace's shipping policy (spec §2). */
import { SHIPPING } from '../content/legal/shipping';
import { LegalPage } from '../layout/legal-page';

export default function ShippingPage() {
  return <LegalPage content={SHIPPING} />;
}
