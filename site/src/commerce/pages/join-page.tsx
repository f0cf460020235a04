/** /join: the ways to join the platform (spec §2); also where the home's app button leads. */
import { JOIN } from '../content/join';
import { InfoPage } from '../layout/info-page';

export default function JoinPage() {
  return <InfoPage content={JOIN} />;
}
