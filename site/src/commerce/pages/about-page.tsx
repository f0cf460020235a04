/** /about: who ISPz is (spec §2, footer Know Us). */
import { ABOUT } from '../content/about';
import { InfoPage } from '../layout/info-page';

export default function AboutPage() {
  return <InfoPage content={ABOUT} />;
}
