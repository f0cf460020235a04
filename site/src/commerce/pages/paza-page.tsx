/**
 * /paza: Paza rewards (spec §2), with each reward status in the spec's colour (core decides the
 * colour, the kit's badge draws it with its word).
 */
import { rewardStatusColour } from '../../../../core/format/status-colours';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { PageSection } from '../../kit/section';
import { PAZA, REWARD_STAGES } from '../content/paza';
import { InfoPage } from '../layout/info-page';

export default function PazaPage() {
  return (
    <InfoPage content={PAZA}>
      <PageSection tone="surface" labelledBy="paza-stages">
        <h2 id="paza-stages">{REWARD_STAGES.heading}</h2>
        <dl className="commerce-stages">
          {REWARD_STAGES.stages.map((stage) => (
            <div key={stage.status}>
              <dt>
                <StatusBadge colour={rewardStatusColour(stage.status)}>{stage.status}</StatusBadge>
              </dt>
              <dd>{stage.text}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </InfoPage>
  );
}
