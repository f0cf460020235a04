/**
 * The plain text field (email, mobile, names, referral code …) registered with the form
 * around it. Optional key blocking (space, Enter) follows spec §5; `maxLength` carries the
 * spec's limits (mobile 10).
 */
import type { HTMLInputTypeAttribute } from 'react';
import { type FieldBaseProps, FieldShell } from './field-shell';
import { isBlockedTextKey, type KeyBlocking, keyGuard } from './key-guards';
import { useFormContext } from './use-schema-form';

/** Props of `TextField`. */
export interface TextFieldProps extends FieldBaseProps {
  readonly type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'url' | 'search'>;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly readOnly?: boolean;
  /** Keys the input refuses (spec §5: some inputs block space; Enter can be blocked). */
  readonly block?: KeyBlocking;
}

/**
 * A labelled text input of the surrounding form (`FormProvider`/`Form`).
 * @example <TextField name="email" label="Email or Mobile" autoComplete="username" />
 */
export function TextField({ type = 'text', block, ...props }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(props.name)}
          className="ispz-input"
          type={type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
          disabled={props.disabled}
          onKeyDown={block ? keyGuard((key) => isBlockedTextKey(key, block)) : undefined}
        />
      )}
    </FieldShell>
  );
}
