/**
 * The statistics band (spec §1's figures, read from the one figures file): the headline
 * numbers, then the closing time on ISPz against the market's.
 */
import { PageSection, SectionHeading } from '../../kit/section';
import { CLOSING_COMPARISON, FIGURES, type FigureKey, HOME_STATISTICS } from '../content/figures';
import { STATISTICS } from '../content/home';

function FigureList(props: { readonly keys: readonly FigureKey[]; readonly className: string }) {
  return (
    <dl className={props.className}>
      {props.keys.map((key) => (
        <div key={key} className="us-figure">
          <dt className="us-figure__label">{FIGURES[key].label}</dt>
          <dd className="us-figure__value">{FIGURES[key].value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Statistics() {
  return (
    <PageSection tone="accent" labelledBy="us-stats">
      <SectionHeading id="us-stats" title={STATISTICS.title} lead={STATISTICS.lead} />
      <FigureList keys={HOME_STATISTICS} className="us-figures" />
      <h3 className="us-figures__subtitle">{STATISTICS.comparisonTitle}</h3>
      <FigureList keys={CLOSING_COMPARISON} className="us-figures us-figures--compare" />
    </PageSection>
  );
}
