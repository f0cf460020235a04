/** /estamp-terms: the terms of contracts made with E-Stamp (spec §2, §4 contract types). */
import { ESTAMP_TERMS } from '../content/legal/estamp';
import { LegalPage } from '../layout/legal-page';

export default function EstampTermsPage() {
  return <LegalPage content={ESTAMP_TERMS} />;
}
