/** /terms: the marketplace's Terms (spec §2, footer Help > Terms). */
import { TERMS } from '../content/legal/terms';
import { LegalPage } from '../layout/legal-page';

export default function TermsPage() {
  return <LegalPage content={TERMS} />;
}
