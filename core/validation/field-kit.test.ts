import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankToUndefined,
  fieldErrors,
  optionalField,
  requiredMatching,
  requiredText,
  shortText,
  validate,
} from './field-kit';
import { VALIDATION_MESSAGES } from './messages';

describe('field kit', () => {
  it('treats null and whitespace as absent', () => {
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(' x ')).toBe(' x ');
    expect(optionalField(z.string()).parse('')).toBeUndefined();
  });

  it('reports one message per field: presence first, then format', () => {
    const code = requiredMatching('needed', /^\d+$/, 'digits only');
    expect(fieldErrors(code, '')).toEqual({ '': 'needed' });
    expect(fieldErrors(code, 'x1')).toEqual({ '': 'digits only' });
    expect(requiredText('needed').parse('  a ')).toBe('a');
  });

  it('turns a failed parse into an invalid DomainError with every field message', () => {
    const form = z.object({ a: requiredText('A is required'), b: requiredText('B is required') });
    expect(validate(form, { b: 'ok' }, 'FORM.BAD')).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        code: 'FORM.BAD',
        message: 'A is required',
        details: { fields: { a: 'A is required' } },
      },
    });
    expect(validate(form, { a: 'x', b: 'y' })).toEqual({ ok: true, value: { a: 'x', b: 'y' } });
  });

  it('takes an id or short name trimmed, from 1 to 200 characters, with one message for any failure', () => {
    expect(shortText().parse('  loan-1 ')).toBe('loan-1');
    expect(shortText().parse('x'.repeat(200))).toHaveLength(200);
    for (const bad of ['', '   ', 'x'.repeat(201), 7, null, undefined])
      expect(fieldErrors(shortText(), bad)).toEqual({ '': VALIDATION_MESSAGES.enterValidDetails });
    for (const bad of ['  ', 'x'.repeat(201), 7])
      expect(fieldErrors(shortText('Invalid request'), bad)).toEqual({ '': 'Invalid request' });
  });
});
