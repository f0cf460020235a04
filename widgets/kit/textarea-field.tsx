/**
 * A labelled multi-line text field of the surrounding kit form (stipulation messages with
 * spec §5 'Textarea Required', contact messages, descriptions, redirect URIs one per line): the
 * same frame as the single-line fields (`FieldShell`: label above, message below) around a
 * `<textarea>`.
 */
import { type FieldBaseProps, FieldShell } from './field-shell';
import { useFormContext } from './use-schema-form';

/** Props of `TextAreaField`. */
export interface TextAreaFieldProps extends FieldBaseProps {
  readonly rows?: number;
  readonly maxLength?: number;
  readonly placeholder?: string;
  /** False for values that are not prose (addresses, codes). */
  readonly spellCheck?: boolean;
}

/** A `<textarea>` bound to the form value `name`. */
export function TextAreaField({ rows = 3, ...props }: TextAreaFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <textarea
          {...a11y}
          {...register(props.name)}
          className="ispz-input ispz-textarea"
          rows={rows}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          disabled={props.disabled}
          spellCheck={props.spellCheck}
        />
      )}
    </FieldShell>
  );
}
