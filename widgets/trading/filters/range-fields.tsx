/**
 * One range of the pool filters panel: a group named by the spec's field ('FICO', 'LTV %' …)
 * with a Min and a Max number field (space, e, arrows blocked as §5 says). Whether the range
 * applies — only with both ends — is core's rule, applied when the panel is submitted.
 */
import type { PanelRangeField } from '../../../core/loans/favourite-ranges';
import { NumberField } from '../../kit/number-field';
import { FILTERS_TEXT as T } from './filters-text';

/** The Min and Max fields of `field`. */
export function RangeFields(props: { field: PanelRangeField; disabled?: boolean }) {
  const name = T.ranges[props.field];
  return (
    <fieldset className="ispz-filters__range" disabled={props.disabled}>
      <legend className="ispz-field__label">{name}</legend>
      <NumberField
        name={`${props.field}.0`}
        label={
          <>
            <span className="ispz-visually-hidden">{name} </span>
            {T.min}
          </>
        }
        blockMinus
      />
      <NumberField
        name={`${props.field}.1`}
        label={
          <>
            <span className="ispz-visually-hidden">{name} </span>
            {T.max}
          </>
        }
        blockMinus
      />
    </fieldset>
  );
}
