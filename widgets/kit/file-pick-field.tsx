/**
 * A labelled file picker for forms that send the file themselves on submit (the engagement
 * letter of due diligence, a tape import), unlike `FileUpload`, which sends on pick. The
 * refusal (a type or size the screen does not take, or the form's own message) shows under it,
 * tied to the input for assistive technology.
 */
import { type ChangeEvent, useId } from 'react';

export interface FilePickFieldProps {
  readonly label: string;
  /** The `accept` attribute: the screen's file types. */
  readonly accept: string;
  readonly disabled?: boolean;
  /** The refusal to show under the picker, if any. */
  readonly error?: string;
  readonly onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** @example <FilePickField label="Engagement file" accept=".pdf" error={refusal} onPick={onPick} /> */
export function FilePickField(props: FilePickFieldProps) {
  const id = useId();
  return (
    <div className="ispz-field">
      <label className="ispz-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="ispz-upload__picker">
        <input
          id={id}
          className="ispz-upload__input"
          type="file"
          accept={props.accept}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={props.onPick}
        />
      </div>
      {props.error ? (
        <p className="ispz-field__message" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
