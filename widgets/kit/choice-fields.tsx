/**
 * The choice fields on native controls (cheap and fully accessible, no primitives library):
 * a checkbox with its label beside it (the 18-or-older confirmation), a `<select>`, and a
 * radio group as a fieldset with a legend (personal/business, email/mobile variants).
 */
import type { ReactNode } from 'react';
import { type FieldBaseProps, FieldNotes, FieldShell, useControlA11y, useFieldMessage } from './field-shell';
import { FORM_TEXT } from './kit-text';
import { useFormContext } from './use-schema-form';

/** One option of a select or a radio group. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

/**
 * A checkbox with the label to its right and the message below.
 * @example <CheckboxField name="ageConfirmed" label="I confirm that I am 18 years or older" />
 */
export function CheckboxField(props: FieldBaseProps) {
  const { register } = useFormContext();
  const message = useFieldMessage(props.name);
  const { control, hintId, messageId } = useControlA11y(message, Boolean(props.hint));
  return (
    <div className={['ispz-field', 'ispz-field--check', props.className].filter(Boolean).join(' ')}>
      <label className="ispz-check" htmlFor={control.id}>
        <input {...control} {...register(props.name)} type="checkbox" disabled={props.disabled} />
        <span>{props.label}</span>
      </label>
      <FieldNotes hint={props.hint} hintId={hintId} message={message} messageId={messageId} />
    </div>
  );
}

/** Props of `SelectField`. */
export interface SelectFieldProps extends FieldBaseProps {
  readonly options: readonly ChoiceOption[];
  /** The empty first option's text; `null` for none (a value is always chosen). */
  readonly placeholder?: string | null;
}

/** A labelled native `<select>` of the surrounding form. */
export function SelectField({
  options,
  placeholder = FORM_TEXT.selectPlaceholder,
  ...props
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <select
          {...a11y}
          {...register(props.name)}
          className="ispz-input ispz-select"
          disabled={props.disabled}
        >
          {placeholder === null ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Props of `RadioGroupField`. */
export interface RadioGroupFieldProps extends FieldBaseProps {
  readonly options: readonly ChoiceOption[];
  readonly orientation?: 'horizontal' | 'vertical';
}

/**
 * Native radios in a fieldset whose legend is the label; the message is tied to every radio.
 * @example <RadioGroupField name="accountType" label="Account type" options={[…]} orientation="horizontal" />
 */
export function RadioGroupField({ options, orientation = 'vertical', ...props }: RadioGroupFieldProps) {
  const { register } = useFormContext();
  const message = useFieldMessage(props.name);
  const { control, hintId, messageId } = useControlA11y(message, Boolean(props.hint));
  return (
    <fieldset
      className={['ispz-field', 'ispz-fieldset', props.className].filter(Boolean).join(' ')}
      disabled={props.disabled}
    >
      <legend className="ispz-field__label">{props.label}</legend>
      <div className={`ispz-radios ispz-radios--${orientation}`}>
        {options.map((o) => (
          <label key={o.value} className="ispz-check">
            <input
              {...register(props.name)}
              type="radio"
              value={o.value}
              disabled={o.disabled}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes hint={props.hint} hintId={hintId} message={message} messageId={messageId} />
    </fieldset>
  );
}
