/**
 * The kit's form state, outside React: values, errors by dotted path, submitting/submitted,
 * the native controls each field registered, and one listener set that the hook, the fields
 * and the submit button subscribe to (each reads only its slice). Timing follows the spec's
 * three modes; after the first submit every change re-validates.
 */
import type * as z from 'zod/mini';
import { createControls } from './form-controls';
import {
  type FieldError,
  getPath,
  parseWithSchema,
  type RegisteredField,
  type RegisterOptions,
  type SchemaVerdict,
  setPath,
  type ValidationMode,
  writeControls,
} from './form-values';

export type { RegisteredField, RegisterOptions, ValidationMode } from './form-values';

/** Creates the state of one form; `config` is re-read on every use (the schema may change per step). */
export function createFormStore(
  config: { schema: z.core.$ZodType; mode: ValidationMode },
  defaults: unknown,
) {
  let values = defaults ?? {};
  let errors = new Map<string, FieldError>();
  let isSubmitting = false;
  let isSubmitted = false;
  let version = 0;
  let watched: Set<string> | 'all' = new Set();
  const listeners = new Set<() => void>();
  const controls = createControls();
  const registered = new Map<string, RegisteredField>();
  const extra = new Map<string, RegisterOptions>();

  /** Tells every subscriber; `owner` also re-renders the form's owner (form state, watched values). */
  const emit = (owner: boolean) => {
    if (owner) version++;
    for (const listener of listeners) listener();
  };
  const isWatched = (name: string) =>
    watched === 'all' || [...watched].some((w) => w === name || name.startsWith(`${w}.`));
  const putValue = (name: string, value: unknown) => {
    values = setPath(values, name, value);
  };
  const setErrors = (names: readonly string[], found: ReadonlyMap<string, FieldError>) => {
    for (const name of names) {
      const error = found.get(name);
      if (error) errors.set(name, error);
      else errors.delete(name);
    }
  };
  /** Validates the values and updates the errors of `names` (of every path when undefined). */
  const validate = (names?: readonly string[]): SchemaVerdict => {
    const verdict = parseWithSchema(config.schema, values);
    const found = verdict.ok ? new Map<string, FieldError>() : verdict.errors;
    if (names === undefined) errors = new Map(found);
    else setErrors(names, found);
    emit(true);
    return verdict;
  };
  const checksOn = (type: 'change' | 'blur') =>
    isSubmitted ? type === 'change' : config.mode === (type === 'change' ? 'onChange' : 'onBlur');

  function register(name: string, options: RegisterOptions = {}): RegisteredField {
    extra.set(name, options);
    const known = registered.get(name);
    if (known) return known;
    const taken = (type: 'change' | 'blur', event: { target: unknown; type?: string }) => {
      // Read on blur too: a value can change without a change event React sees (autofill, or
      // focus moving inside a shadow root). Read from the registered controls: inside a shadow
      // root the event's target may be the host.
      const before = getPath(values, name);
      putValue(name, controls.read(name, event.target));
      const changed = getPath(values, name) !== before;
      const handler = type === 'change' ? extra.get(name)?.onChange : extra.get(name)?.onBlur;
      handler?.(event as never);
      if (checksOn(type)) validate([name]);
      else emit(changed && isWatched(name));
    };
    const field: RegisteredField = {
      name,
      ref: (control) => {
        if (!control) return undefined;
        const detach = controls.attach(name, control);
        const value = getPath(values, name);
        if (value === undefined) putValue(name, controls.read(name, control));
        else writeControls([control], value);
        return detach;
      },
      onChange: (event) => taken('change', event),
      onBlur: (event) => taken('blur', event),
    };
    registered.set(name, field);
    return field;
  }

  return {
    register,
    validate,
    focusFirstError: () => controls.focusFirst(errors.keys()),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
    values: () => values,
    errors: () => errors as ReadonlyMap<string, FieldError>,
    isSubmitting: () => isSubmitting,
    isSubmitted: () => isSubmitted,
    watch(names: readonly string[] | undefined) {
      if (names === undefined) watched = 'all';
      else if (watched !== 'all') for (const n of names) watched.add(n);
    },
    setValue(name: string, value: unknown, shouldValidate: boolean) {
      putValue(name, value);
      controls.show(values, name);
      if (shouldValidate) validate([name]);
      else emit(isWatched(name));
    },
    setError(name: string, error: FieldError | undefined) {
      setErrors([name], error ? new Map([[name, error]]) : new Map());
      emit(true);
    },
    clearErrors(names: readonly string[] | undefined) {
      if (names === undefined) errors = new Map();
      else for (const n of names) errors.delete(n);
      emit(true);
    },
    setSubmitting(submitting: boolean) {
      isSubmitting = submitting;
      if (!submitting) isSubmitted = true;
      emit(true);
    },
    reset(next: unknown) {
      if (next !== undefined) defaults = next;
      values = defaults ?? {};
      errors = new Map();
      isSubmitted = false;
      controls.show(values);
      for (const [name, value] of controls.unset(values)) putValue(name, value);
      emit(true);
    },
  };
}

/** The state of one form (see `createFormStore`). */
export type FormStore = ReturnType<typeof createFormStore>;
