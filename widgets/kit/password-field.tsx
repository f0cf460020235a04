/**
 * The password field with a show/hide toggle. The toggle is a real button (`aria-pressed`,
 * a label that says what it does) placed after the input, so the tab order is input → toggle.
 */
import { useState } from 'react';
import { type FieldBaseProps, FieldShell } from './field-shell';
import { EyeIcon, EyeOffIcon } from './icons';
import { FORM_TEXT } from './kit-text';
import { useFormContext } from './use-schema-form';

/** Props of `PasswordField`. */
export interface PasswordFieldProps extends FieldBaseProps {
  /** 'current-password' on login, 'new-password' on sign-up and reset. */
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly placeholder?: string;
}

/**
 * A labelled password input with a toggle between hidden and shown.
 * @example <PasswordField name="password" label="Password" hint="Minimum 8 characters" />
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { register } = useFormContext();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <div className="ispz-input-group">
          <input
            {...a11y}
            {...register(props.name)}
            className="ispz-input"
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            placeholder={props.placeholder}
            disabled={props.disabled}
          />
          <button
            type="button"
            className="ispz-input-group__button"
            aria-label={shown ? FORM_TEXT.hidePassword : FORM_TEXT.showPassword}
            aria-pressed={shown}
            disabled={props.disabled}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
