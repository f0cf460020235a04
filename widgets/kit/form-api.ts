/**
 * The object `useSchemaForm` returns, over a form store: react-hook-form's calls with their
 * shapes (handleSubmit validates, focuses the first invalid field or hands over the parsed
 * values; formState nests errors by dotted path). Kept apart from the hook so each is small.
 */
import type { FormStore } from './form-store';
import { getPath, setPath } from './form-values';
import type { FormState, SchemaForm } from './use-schema-form';

const listOf = (name: string | readonly string[] | undefined) =>
  name === undefined ? undefined : typeof name === 'string' ? [name] : name;

/** The form API over `store`. */
export function formOf<TIn, TOut>(store: FormStore): SchemaForm<TIn, TOut> {
  let seen = -1;
  let state: FormState | undefined;
  const formState = () => {
    if (!state || seen !== store.version()) {
      let errors = {};
      for (const [path, error] of store.errors()) errors = setPath(errors, path, error);
      state = { errors, isSubmitting: store.isSubmitting(), isSubmitted: store.isSubmitted() };
      seen = store.version();
    }
    return state;
  };
  return {
    store,
    register: store.register,
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      store.setSubmitting(true);
      try {
        const verdict = store.validate();
        if (verdict.ok) await onValid(verdict.data as TOut);
        else {
          store.focusFirstError();
          await onInvalid?.(formState().errors);
        }
      } finally {
        store.setSubmitting(false);
      }
    },
    getValues: ((name?: string) =>
      name === undefined ? store.values() : getPath(store.values(), name)) as never,
    setValue: (name, value, options) => store.setValue(name, value, options?.shouldValidate === true),
    watch: ((name?: string) => {
      store.watch(listOf(name));
      return name === undefined ? store.values() : getPath(store.values(), name);
    }) as never,
    reset: (values) => store.reset(values),
    trigger: async (name) => {
      const names = listOf(name);
      const verdict = store.validate(names);
      return names === undefined ? verdict.ok : names.every((n) => !store.errors().has(n));
    },
    setError: (name, error) => store.setError(name, error),
    clearErrors: (name) => store.clearErrors(listOf(name)),
    getFieldState: (name) => {
      const error = store.errors().get(name);
      return { error, invalid: error !== undefined };
    },
    get formState() {
      return formState();
    },
  };
}
