/**
 * The plain pieces under the kit's form hook: dotted paths into nested values (read, and
 * written without mutating), the first schema message per path, and the value a native
 * control holds (text, select, checkbox, radio group). Kept apart from the store so each is
 * small and tested on its own.
 */
import * as z from 'zod/mini';

/** A dotted path into `T`'s nested objects, e.g. 'address.city'; any string for loose values. */
export type Path<T> = string extends keyof T
  ? string
  : {
      [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
        ? K
        : NonNullable<T[K]> extends Record<string, unknown>
          ? K | `${K}.${Path<NonNullable<T[K]>>}`
          : K;
    }[keyof T & string];

/** The type at `P` in `T` (unknown where the path is not typed). */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer R}`
  ? K extends keyof T
    ? PathValue<NonNullable<T[K]>, R>
    : unknown
  : P extends keyof T
    ? T[P]
    : unknown;

/** When a field is checked before the first submit. */
export type ValidationMode = 'onSubmit' | 'onBlur' | 'onChange';

/** What `register(name)` hands to a native control. */
export interface RegisteredField {
  readonly name: string;
  readonly ref: (control: FieldElement | null) => (() => void) | undefined;
  readonly onChange: (event: { readonly target: unknown; readonly type?: string }) => void;
  readonly onBlur: (event: { readonly target: unknown; readonly type?: string }) => void;
}

/** Extra handlers run after the form has taken the change or the blur. */
export interface RegisterOptions {
  readonly onChange?: (event: never) => void;
  readonly onBlur?: (event: never) => void;
}

/** One field's error: the schema issue's code (or the caller's type) and the spec's message. */
export interface FieldError {
  readonly type: string;
  readonly message: string;
}

type Loose = Record<string, unknown>;

/** The value at a dotted `path` of `values`, or undefined. */
export function getPath(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split('.')) at = at == null ? undefined : (at as Loose)[key];
  return at;
}

/** A copy of `values` with `value` at the dotted `path` (objects along it copied, not mutated). */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const source = (values ?? {}) as Loose;
  const copy = (Array.isArray(source) ? [...source] : { ...source }) as Loose;
  copy[head] = rest.length === 0 ? value : setPath(source[head], rest.join('.'), value);
  return copy as T;
}

/** What `schema` makes of `values`: the parsed output, or the first message per dotted path. */
export type SchemaVerdict =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly errors: ReadonlyMap<string, FieldError> };

/**
 * Runs `schema` (zod 4, classic or mini, synchronous checks) over `values`. Each path keeps its
 * first message, as the spec shows one message per field; an object-level issue is 'root'.
 */
export function parseWithSchema(schema: z.core.$ZodType, values: unknown): SchemaVerdict {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'root';
    if (!errors.has(path)) errors.set(path, { type: issue.code, message: issue.message });
  }
  return { ok: false, errors };
}

/** A native control a field registers. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value a field's controls hold: a radio group's checked value (or null), a checkbox's state, else the text. */
export function readControls(controls: readonly FieldElement[]): unknown {
  const first = controls[0];
  if (first === undefined) return undefined;
  if (first.type === 'radio') return controls.find((c) => (c as HTMLInputElement).checked)?.value ?? null;
  if (first.type === 'checkbox') return (first as HTMLInputElement).checked;
  if (first.type === 'file') return (first as HTMLInputElement).files;
  return first.value;
}

/** Shows `value` in a field's controls (the inverse of `readControls`). */
export function writeControls(controls: Iterable<FieldElement>, value: unknown): void {
  for (const control of controls) {
    if (control.type === 'radio') (control as HTMLInputElement).checked = control.value === value;
    else if (control.type === 'checkbox') (control as HTMLInputElement).checked = value === true;
    else if (control.type !== 'file') control.value = value == null ? '' : String(value);
  }
}
