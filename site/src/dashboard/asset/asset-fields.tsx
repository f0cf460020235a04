/**
 * A field the kit does not have, built on its `FieldShell` so it is labelled and shows core's
 * message like every other field: a calendar day (`<input type="date">`, whose value is
 * `YYYY-MM-DD`, the form the API takes).
 */
import { type FieldBaseProps, FieldShell } from '../../../../widgets/kit/field-shell';
import { useFormContext } from '../../../../widgets/kit/use-schema-form';

/** A labelled calendar-day input of the surrounding form. */
export function DateField(props: FieldBaseProps & { readonly min?: string }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(props.name)}
          className="ispz-input"
          type="date"
          min={props.min}
          disabled={props.disabled}
        />
      )}
    </FieldShell>
  );
}

/** Today's calendar day in UTC, the day the platform's hire rules count from. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The UTC calendar day `n` days after `day`. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
