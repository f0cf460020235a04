/**
 * A labelled multi-line text field of the surrounding kit form, for the stipulation messages
 * (spec §5 'Textarea Required'). The kit has single-line fields only; this is the same frame
 * (`FieldShell`: label above, message below) around a `<textarea>`.
 */
import { type FieldBaseProps, FieldShell } from '../../kit/field-shell';
import { useFormContext } from '../../kit/use-schema-form';

/** Props of `TextAreaField`. */
export interface TextAreaFieldProps extends FieldBaseProps {
  readonly rows?: number;
  readonly maxLength?: number;
  readonly placeholder?: string;
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
        />
      )}
    </FieldShell>
  );
}
