/** /cancelandreturns: Cancellation & Returns (spec §2, footer Help > Cancellation & Returns). */
import { RETURNS } from '../content/legal/returns';
import { LegalPage } from '../layout/legal-page';

export default function CancelAndReturnsPage() {
  return <LegalPage content={RETURNS} />;
}
