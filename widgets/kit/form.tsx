/**
 * The `<form>` a schema form renders: provides the form to its fields, turns off the
 * browser's own validation bubbles (the spec's messages show instead) and hands a valid,
 * parsed submit to `onValid`. While `onValid`'s promise is pending the form is submitting,
 * which a `SubmitButton` inside shows as its spinner.
 */
import type { FormEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from './button';

/** Props of `Form`. */
export interface FormProps<TIn extends FieldValues, TOut> {
  readonly form: UseFormReturn<TIn, unknown, TOut>;
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
export function Form<TIn extends FieldValues, TOut>(props: FormProps<TIn, TOut>) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    return props.form.handleSubmit(async (values) => {
      await props.onValid(values);
    })(event);
  };
  return (
    <FormProvider {...props.form}>
      <form className={props.className} noValidate onSubmit={onSubmit} aria-label={props['aria-label']}>
        {props.children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's submit button: pending (spinner, disabled, `aria-busy`) while the form submits,
 * or while `pending` says a related call runs.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" pending={props.pending === true || isSubmitting} />;
}
