/**
 * HOW IT WORKS (spec §2 US home): four tabs, the first selected, in the kit's accessible tabs
 * (arrow keys move between them). Each panel says what the step does and what it gives.
 */
import { Tabs } from '../../../../widgets/kit/tabs';
import { PageSection, SectionHeading } from '../../kit/section';
import { HOW_IT_WORKS } from '../content/home';

export function HowItWorks() {
  return (
    <PageSection labelledBy="us-how" className="us-how">
      <SectionHeading id="us-how" title={HOW_IT_WORKS.title} lead={HOW_IT_WORKS.lead} align="center" />
      <Tabs
        label={HOW_IT_WORKS.label}
        items={HOW_IT_WORKS.tabs.map((tab, i) => ({
          value: tab.value,
          label: tab.label,
          content: (
            <div className="us-how__panel">
              <p className="us-how__step" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </p>
              <div>
                <h3>{tab.title}</h3>
                <p>{tab.body}</p>
                <ul className="us-checks">
                  {tab.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </div>
          ),
        }))}
      />
    </PageSection>
  );
}
