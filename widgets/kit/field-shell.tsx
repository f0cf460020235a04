/**
 * The frame every form field shares (UI.md "Forms"): the label above, the control, an
 * optional hint, and the spec's message below in red with an icon. The control gets its ids
 * and `aria-invalid`/`aria-describedby` from here, so every field is labelled the same way.
 */
import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { ErrorIcon } from './icons';
import { useFormContext } from './use-schema-form';

/** What a control must carry to be tied to its label, hint and message. */
export interface ControlA11y {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** Props every field component accepts. */
export interface FieldBaseProps {
  /** The form value's name (dotted path for nested values). */
  readonly name: string;
  /** The visible label; every control has one. */
  readonly label: ReactNode;
  /** A quiet line under the control, e.g. 'Minimum 8 characters'. */
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** The message the surrounding form holds for `name`, or undefined; re-renders only when it changes. */
export function useFieldMessage(name: string): string | undefined {
  const { store } = useFormContext();
  return useSyncExternalStore(store.subscribe, () => store.errors().get(name)?.message);
}

/** The ids and aria attributes for one control, given its message and whether it has a hint. */
export function useControlA11y(message: string | undefined, hasHint: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-msg`;
  const describedBy = [hasHint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ');
  const control: ControlA11y = {
    id,
    'aria-invalid': Boolean(message),
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };
  return { control, hintId, messageId };
}

/** A field's hint and message lines (shared by the label-above fields and the fieldsets). */
export function FieldNotes(props: {
  hint?: ReactNode;
  hintId: string;
  message: string | undefined;
  messageId: string;
}) {
  return (
    <>
      {props.hint ? (
        <p className="ispz-field__hint" id={props.hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.message ? (
        <p className="ispz-field__message" id={props.messageId}>
          <ErrorIcon />
          {props.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * Label above, `children(control)` in the middle, hint and message below.
 * @example <FieldShell {...props}>{(a11y) => <input {...a11y} />}</FieldShell>
 */
export function FieldShell(props: FieldBaseProps & { children: (control: ControlA11y) => ReactNode }) {
  const message = useFieldMessage(props.name);
  const { control, hintId, messageId } = useControlA11y(message, Boolean(props.hint));
  return (
    <div className={['ispz-field', props.className].filter(Boolean).join(' ')}>
      <label className="ispz-field__label" htmlFor={control.id}>
        {props.label}
      </label>
      {props.children(control)}
      <FieldNotes hint={props.hint} hintId={hintId} message={message} messageId={messageId} />
    </div>
  );
}
