/**
 * The `<form>` a schema form renders: provides the form to its fields, turns off the
 * browser's own validation bubbles (the spec's messages show instead) and hands a valid,
 * parsed submit to `onValid`. While `onValid`'s promise is pending the form is submitting,
 * which a `SubmitButton` inside shows as its spinner.
 */
import { type FormEvent, type ReactNode, useSyncExternalStore } from 'react';
import { Button, type ButtonProps } from './button';
import { type AnyForm, FormContext, type SchemaForm, useFormContext } from './use-schema-form';

/** Props of `Form`. */
export interface FormProps<TIn, TOut> {
  readonly form: SchemaForm<TIn, TOut>;
  /** Called with the parsed values once the schema accepts them. */
  readonly onValid: (values: TOut) => unknown;
  readonly children: ReactNode;
  readonly className?: string;
  /** The form's accessible name when it has no visible heading. */
  readonly 'aria-label'?: string;
}

/**
 * A `<form noValidate>` wired to `form`.
 * @example <Form form={form} onValid={(v) => api.login(v)}><TextField … /><SubmitButton>Login</SubmitButton></Form>
 */
export function Form<TIn, TOut>(props: FormProps<TIn, TOut>) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    return props.form.handleSubmit(async (values) => {
      await props.onValid(values);
    })(event);
  };
  return (
    <FormContext.Provider value={props.form as unknown as AnyForm}>
      <form className={props.className} noValidate onSubmit={onSubmit} aria-label={props['aria-label']}>
        {props.children}
      </form>
    </FormContext.Provider>
  );
}

/**
 * The form's submit button: pending (spinner, disabled, `aria-busy`) while the form submits,
 * or while `pending` says a related call runs.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  const { store } = useFormContext();
  const isSubmitting = useSyncExternalStore(store.subscribe, store.isSubmitting);
  return <Button {...props} type="submit" pending={props.pending === true || isSubmitting} />;
}
