/** /ourEcosystem: the Automotive Ecosystem (spec §2, navbar Our Customers > Automotive Ecosystem). */
import { ECOSYSTEM } from '../content/ecosystem';
import { InfoPage } from '../layout/info-page';

export default function OurEcosystemPage() {
  return <InfoPage content={ECOSYSTEM} />;
}
