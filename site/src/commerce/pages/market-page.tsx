/** /market: the marketplace (spec §2). */
import { MARKET } from '../content/market';
import { InfoPage } from '../layout/info-page';

export default function MarketPage() {
  return <InfoPage content={MARKET} />;
}
