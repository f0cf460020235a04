/**
 * The native controls each field of a form registered (several for a radio group): read and
 * written by the form store, and the first invalid one focused after a failed submit, in page
 * order. Apart from the store so each stays small.
 */
import { type FieldElement, getPath, readControls, writeControls } from './form-values';

/** The controls of every field of one form, by field name. */
export function createControls() {
  const byName = new Map<string, Set<FieldElement>>();
  const of = (name: string) => byName.get(name) ?? byName.set(name, new Set()).get(name)!;
  return {
    /** Ties `control` to `name`; returns what unties it. */
    attach(name: string, control: FieldElement) {
      of(name).add(control);
      return () => void of(name).delete(control);
    },
    /** What `name`'s controls hold (`fallback`'s when it has none, e.g. a synthetic event). */
    read(name: string, fallback: unknown) {
      const own = of(name);
      return readControls(own.size > 0 ? [...own] : [fallback as FieldElement]);
    },
    /** Shows `values` in the controls of `name` and of the fields under it (every field when undefined). */
    show(values: unknown, name?: string) {
      for (const [field, own] of byName) {
        if (name === undefined || field === name || field.startsWith(`${name}.`)) {
          writeControls(own, getPath(values, field));
        }
      }
    },
    /** The fields whose controls show nothing yet, with what their controls hold (text '', unchecked, none chosen). */
    unset(values: unknown): [string, unknown][] {
      return [...byName]
        .filter(([field, own]) => own.size > 0 && getPath(values, field) === undefined)
        .map(([field, own]) => [field, readControls([...own])]);
    },
    /** Focuses the first control, in page order, of the fields `names`. */
    focusFirst(names: Iterable<string>) {
      const firsts = [...names].flatMap((name) => [...(byName.get(name) ?? [])].slice(0, 1));
      firsts.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      firsts[0]?.focus();
    },
  };
}
