/**
 * The one-time code field: one input (not five boxes — one field is one label, one paste,
 * and the browser's `one-time-code` autofill), numeric keyboard, digits only, 5 long by
 * default (spec §5: "OTP max 5").
 */
import type { ChangeEvent } from 'react';
import { type FieldBaseProps, FieldShell } from './field-shell';
import { useFormContext } from './use-schema-form';

/** Props of `OtpField`. */
export interface OtpFieldProps extends FieldBaseProps {
  /** How many digits the code has; 5 on every screen of the spec. */
  readonly length?: number;
}

/** Keeps the digits of `raw`, at most `length` of them. */
export function otpDigits(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

/**
 * A labelled code input of the surrounding form that accepts digits only.
 * @example <OtpField name="otp" label="OTP" />
 */
export function OtpField({ length = 5, ...props }: OtpFieldProps) {
  const { register } = useFormContext();
  const registered = register(props.name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = otpDigits(event.target.value, length);
    if (digits !== event.target.value) event.target.value = digits;
    return registered.onChange(event);
  };
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <input
          {...a11y}
          {...registered}
          onChange={onChange}
          className="ispz-input ispz-input--otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          disabled={props.disabled}
        />
      )}
    </FieldShell>
  );
}
