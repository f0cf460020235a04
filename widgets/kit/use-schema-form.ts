/**
 * react-hook-form bound to the shared field schemas of core/validation. The resolver is ours
 * (about 15 lines over `z.safeParseAsync`) because @hookform/resolvers pulls in both zod
 * flavours' adapters and measured larger in the auth bundle; it works for classic and mini
 * schemas alike, since both are `z.core.$ZodType`. Each field gets its first message, as the
 * spec shows one message per field.
 */
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  set,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import * as z from 'zod/mini';

/** A schema a form can validate with: any zod 4 schema (classic or mini) over an object. */
export type FormSchema = z.core.$ZodType<unknown, FieldValues>;

/** The values a form holds (the schema's input) and what a valid submit hands over (its output). */
export type FormInput<S extends FormSchema> = z.core.input<S>;
export type FormOutput<S extends FormSchema> = z.core.output<S>;

/**
 * A react-hook-form resolver over `schema`: valid values come back parsed (trimmed, coerced),
 * invalid ones as nested errors, the first message per field.
 */
export function schemaResolver<S extends FormSchema>(
  schema: S,
): Resolver<FormInput<S>, unknown, FormOutput<S>> {
  return async (values) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) return { values: result.data as FormOutput<S>, errors: {} };
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path === '' ? 'root' : path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<FormInput<S>> };
  };
}

/** Options of `useSchemaForm`: react-hook-form's, without the resolver. */
export type SchemaFormOptions<S extends FormSchema> = Omit<
  UseFormProps<FormInput<S>, unknown, FormOutput<S>>,
  'resolver'
>;

/**
 * `useForm` validated by `schema`. `mode` sets the timing as the spec asks: 'onBlur' for
 * forgot password, 'onChange' for inputs checked while typing, 'onSubmit' (default) elsewhere.
 * @example const form = useSchemaForm(forgotPasswordForm.email.submit, { mode: 'onBlur' });
 */
export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S> = {}) {
  return useForm<FormInput<S>, unknown, FormOutput<S>>({ ...options, resolver: schemaResolver(schema) });
}
