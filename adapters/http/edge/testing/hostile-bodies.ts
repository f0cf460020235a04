/**
 * Why: the body is where most of a request's damage can be done. A body plan is plain data a
 * seed reproduces: the operation's plausible body with some of its fields replaced, dropped or
 * joined by prototype-polluting keys; or raw text that is not the JSON it claims to be; or a
 * multipart upload broken in one of the ways real clients and attackers break them.
 */
import fc from 'fast-check';
import { hostileValue, POLLUTERS, POLLUTING_KEYS } from './hostile-values';

/** Replace (or, with `drop`, remove) the `at`-th node of a JSON value, counted modulo its size. */
export interface Edit {
  readonly at: number;
  readonly value?: unknown;
  readonly drop?: boolean;
}

export type MultipartShape =
  | 'good'
  | 'no-boundary'
  | 'wrong-boundary'
  | 'truncated'
  | 'no-file'
  | 'two-files'
  | 'no-disposition'
  | 'nameless-field'
  | 'unknown-charset'
  | 'polluting-fields';

export type BodyPlan =
  | { readonly kind: 'mutated'; readonly edits: readonly Edit[]; readonly inject: string | null }
  | { readonly kind: 'raw'; readonly text: string | { readonly cut: number }; readonly type: string | null }
  | { readonly kind: 'bytes'; readonly type: string }
  | {
      readonly kind: 'multipart';
      readonly shape: MultipartShape;
      readonly fileName: string;
      readonly content: string;
      readonly edits: readonly Edit[];
    };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
] as const;

const RAW_TEXTS = [
  '',
  '{',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '1e999',
  'null',
  '[]',
  '"text"',
  '\uFEFF{}',
  '{"a":1,"a":2}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  'a=1&__proto__[ispzPolluted]=yes&constructor[prototype][ispzPolluted]=yes',
] as const;

const FILE_NAMES = [
  'a.pdf',
  'tape.xlsx',
  'tape.csv',
  'a.exe',
  '',
  '../../etc/a.pdf',
  'a\u0000.pdf',
  `${'n'.repeat(300)}.pdf`,
  '\u{1F600}.pdf',
  'a.pdf"\r\nX-Injected: 1',
] as const;

// Contents whose bytes say something other than, or the same as, what their names say.
const FILE_CONTENTS = [
  '%PDF-1.7\n',
  '\x89PNG\r\n\x1a\n',
  'PK\x03\x04',
  '',
  'a,b\n1,2\n',
  '\xff\xfe\x00\x01',
] as const;

const edit = (ids: readonly string[]): fc.Arbitrary<Edit> =>
  fc.record({ at: fc.nat(63), value: hostileValue(ids), drop: fc.nat(6).map((n) => n === 0) });

/** A plan for a request's body, whatever the operation (an operation without a body ignores it). */
export function bodyPlan(ids: readonly string[]): fc.Arbitrary<BodyPlan> {
  const edits = fc.array(edit(ids), { maxLength: 3 });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('mutated' as const),
        edits,
        inject: fc.option(fc.constantFrom(...POLLUTING_KEYS), { freq: 4 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(
          fc.constantFrom(...RAW_TEXTS),
          fc.string({ maxLength: 60 }),
          fc.record({ cut: fc.nat(400) }),
        ),
        type: fc.option(fc.constantFrom(...CONTENT_TYPES)),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('bytes' as const), type: fc.constantFrom(...CONTENT_TYPES) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('multipart' as const),
        shape: fc.constantFrom<MultipartShape>(
          'good',
          'no-boundary',
          'wrong-boundary',
          'truncated',
          'no-file',
          'two-files',
          'no-disposition',
          'nameless-field',
          'unknown-charset',
          'polluting-fields',
        ),
        fileName: fc.constantFrom(...FILE_NAMES),
        content: fc.constantFrom(...FILE_CONTENTS),
        edits,
      }),
    },
  );
}

/** `value` with `edits` applied to a copy (`at` counts every node, the root first). */
export function applyEdits(value: unknown, edits: readonly Edit[]): unknown {
  let root = structuredClone(value);
  for (const e of edits) {
    const slots: Array<[Record<string | number, unknown>, string | number] | null> = [null];
    const walk = (node: unknown) => {
      // Shared constants are frozen: never edit inside one.
      if (node === null || typeof node !== 'object' || Object.isFrozen(node)) return;
      for (const key of Object.keys(node)) {
        slots.push([node as Record<string, unknown>, Array.isArray(node) ? Number(key) : key]);
        walk((node as Record<string, unknown>)[key]);
      }
    };
    walk(root);
    const slot = slots[e.at % slots.length]!;
    if (slot === null) root = e.drop ? undefined : e.value;
    else if (e.drop && Array.isArray(slot[0])) slot[0].splice(Number(slot[1]), 1);
    else if (e.drop) delete slot[0][slot[1]];
    else slot[0][slot[1]] = e.value;
  }
  return root;
}

/** `value` with an own property `key` (even `__proto__`) that a naive merge would follow. */
export function injectKey(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = { ...(value as Record<string, unknown>) };
  Object.defineProperty(copy, key, {
    value: POLLUTERS[0],
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}
