/** /seller: the Seller Terms (spec §2, footer Help > Seller Terms). */
import { SELLER_TERMS } from '../content/legal/seller';
import { LegalPage } from '../layout/legal-page';

export default function SellerTermsPage() {
  return <LegalPage content={SELLER_TERMS} />;
}
