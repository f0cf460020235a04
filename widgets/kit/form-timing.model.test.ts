// @vitest-environment happy-dom
/**
 * The form hook's timing against a model: in each mode, any sequence of typing, leaving a
 * field and submitting shows exactly the messages the model says — a field is checked on
 * change ('onChange'), on blur ('onBlur') or not before the first submit ('onSubmit'), and on
 * every change once the form has been submitted.
 */
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type SchemaForm, useSchemaForm } from './use-schema-form';

const schema = z.object({
  a: z.string().check(z.minLength(2, 'a is short')),
  b: z.string().check(z.regex(/^\d+$/, 'b is not a number')),
});
const FIELDS = ['a', 'b'] as const;
type Field = (typeof FIELDS)[number];
type Mode = 'onSubmit' | 'onBlur' | 'onChange';
const messageOf = (field: Field, value: string): string | undefined =>
  field === 'a'
    ? value.length < 2
      ? 'a is short'
      : undefined
    : /^\d+$/.test(value)
      ? undefined
      : 'b is not a number';

interface Model {
  readonly mode: Mode;
  submitted: boolean;
  values: Record<Field, string>;
  shown: Record<Field, string | undefined>;
}
interface Real {
  readonly form: SchemaForm<z.input<typeof schema>, unknown>;
  readonly inputs: Record<Field, HTMLInputElement>;
}

class Type implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly field: Field,
    readonly value: string,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const input = r.inputs[this.field];
    input.value = this.value;
    await act(async () => r.form.register(this.field).onChange({ target: input, type: 'change' }));
    m.values[this.field] = this.value;
    if (m.submitted || m.mode === 'onChange') m.shown[this.field] = messageOf(this.field, this.value);
    expectShown(m, r);
  }
  toString = () => `type ${this.field} ${JSON.stringify(this.value)}`;
}

class Leave implements fc.AsyncCommand<Model, Real> {
  constructor(readonly field: Field) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await act(async () => r.form.register(this.field).onBlur({ target: r.inputs[this.field], type: 'blur' }));
    if (!m.submitted && m.mode === 'onBlur')
      m.shown[this.field] = messageOf(this.field, m.values[this.field]);
    expectShown(m, r);
  }
  toString = () => `leave ${this.field}`;
}

class Submit implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await act(async () => r.form.handleSubmit(() => undefined)());
    m.submitted = true;
    for (const f of FIELDS) m.shown[f] = messageOf(f, m.values[f]);
    expectShown(m, r);
  }
  toString = () => 'submit';
}

function expectShown(m: Model, r: Real) {
  for (const f of FIELDS) expect(r.form.getFieldState(f).error?.message, f).toBe(m.shown[f]);
}

const commands = [
  fc
    .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('', 'x', 'xy', '12', 'a1'))
    .map(([f, v]) => new Type(f, v)),
  fc.constantFrom(...FIELDS).map((f) => new Leave(f)),
  fc.constant(new Submit()),
];

describe('form timing (model-based)', () => {
  for (const mode of ['onSubmit', 'onBlur', 'onChange'] as const) {
    it(`shows what the model says in ${mode} mode`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
          const { result, unmount } = renderHook(() =>
            useSchemaForm(schema, { mode, defaultValues: { a: '', b: '' } }),
          );
          const inputs = { a: document.createElement('input'), b: document.createElement('input') };
          for (const f of FIELDS) result.current.register(f).ref(inputs[f]);
          const model: Model = {
            mode,
            submitted: false,
            values: { a: '', b: '' },
            shown: { a: undefined, b: undefined },
          };
          await fc.asyncModelRun(() => ({ model, real: { form: result.current, inputs } }), cmds);
          unmount();
        }),
        { numRuns: 40 },
      );
    });
  }
});
