/**
 * The kit's form hook, bound to the shared field schemas of core/validation: the state lives
 * in a store held by a ref (form-store.ts), fields subscribe to their own message, and a
 * submit validates with `z.safeParse`, the first message per field. It replaced
 * react-hook-form, which weighed 12 KB gzip in the auth bundle for the dozen calls we make
 * (widgets/build/README.md). The API keeps react-hook-form's names and shapes.
 */
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { formOf } from './form-api';
import {
  createFormStore,
  type FormStore,
  type RegisteredField,
  type RegisterOptions,
  type ValidationMode,
} from './form-store';
import type { FieldError, Path, PathValue } from './form-values';

/** A schema a form can validate with: any zod 4 schema (classic or mini) over an object. */
export type FormSchema = z.core.$ZodType<unknown, Record<string, unknown>>;

/** The values a form holds (the schema's input) and what a valid submit hands over (its output). */
export type FormInput<S extends FormSchema> = z.core.input<S>;
export type FormOutput<S extends FormSchema> = z.core.output<S>;

type DeepPartial<T> = T extends Record<string, unknown> ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** Options of `useSchemaForm`. */
export interface SchemaFormOptions<S extends FormSchema> {
  /** 'onBlur' (forgot password), 'onChange' (checked while typing) or 'onSubmit' (default). */
  readonly mode?: ValidationMode;
  readonly defaultValues?: DeepPartial<FormInput<S>>;
}

/** A form's visible state; `errors` is nested like the values ('a.b' → `errors.a.b`). */
export interface FormState {
  readonly errors: Record<string, unknown> & { readonly root?: FieldError };
  readonly isSubmitting: boolean;
  readonly isSubmitted: boolean;
}

/** What `useSchemaForm` returns: react-hook-form's calls that the widgets use. */
export interface SchemaForm<TIn, TOut> {
  register(name: string, options?: RegisterOptions): RegisteredField;
  /** A submit handler: validates, focuses the first invalid field or calls `onValid` with the parsed values. */
  handleSubmit(
    onValid: (values: TOut) => unknown,
    onInvalid?: (errors: FormState['errors']) => unknown,
  ): (event?: { preventDefault?: () => void }) => Promise<void>;
  getValues(): TIn;
  getValues<P extends Path<TIn>>(name: P): PathValue<TIn, P>;
  setValue<P extends Path<TIn>>(
    name: P,
    value: PathValue<TIn, P>,
    options?: { shouldValidate?: boolean },
  ): void;
  /** The current value(s); the form's owner re-renders when a watched value changes. */
  watch(): TIn;
  watch<P extends Path<TIn>>(name: P): PathValue<TIn, P>;
  reset(values?: DeepPartial<TIn>): void;
  trigger(name?: Path<TIn> | readonly Path<TIn>[]): Promise<boolean>;
  setError(name: Path<TIn> | 'root', error: FieldError): void;
  clearErrors(name?: Path<TIn> | readonly Path<TIn>[]): void;
  getFieldState(name: string): { readonly error: FieldError | undefined; readonly invalid: boolean };
  readonly formState: FormState;
  /** The store under the form, for the kit's fields. */
  readonly store: FormStore;
}

/**
 * A form validated by `schema` (which may change between renders, e.g. a second step). `mode`
 * sets the timing as the spec asks: 'onBlur' for forgot password, 'onChange' for inputs
 * checked while typing, 'onSubmit' (default) elsewhere.
 * @example const form = useSchemaForm(forgotPasswordForm.email.submit, { mode: 'onBlur' });
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: SchemaFormOptions<S> = {},
): SchemaForm<FormInput<S>, FormOutput<S>> {
  type Held = {
    config: { schema: FormSchema; mode: ValidationMode };
    form: SchemaForm<FormInput<S>, FormOutput<S>>;
  };
  const held = useRef<Held>(null);
  if (held.current === null) {
    const config = { schema, mode: options.mode ?? 'onSubmit' };
    held.current = { config, form: formOf(createFormStore(config, options.defaultValues)) };
  }
  held.current.config.schema = schema;
  held.current.config.mode = options.mode ?? 'onSubmit';
  const { store } = held.current.form;
  useSyncExternalStore(store.subscribe, store.version);
  return held.current.form;
}

/** A form of any schema, as its fields see it. */
export type AnyForm = SchemaForm<Record<string, unknown>, unknown>;

/** The form around a field; `Form` provides it. */
export const FormContext = createContext<AnyForm | null>(null);

/** The surrounding form; throws when a field is used outside a `Form`. */
export function useFormContext(): AnyForm {
  const form = useContext(FormContext);
  if (form === null) throw new Error('A kit field must be inside a <Form>.');
  return form;
}
