/** /blockchain: the white paper the commerce home's button leads to (spec §2). */
import { BLOCKCHAIN } from '../content/blockchain';
import { InfoPage } from '../layout/info-page';

export default function BlockchainPage() {
  return <InfoPage content={BLOCKCHAIN} />;
}
