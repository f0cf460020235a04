import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText, OOPS_MESSAGE } from './error-text';

describe('error text', () => {
  it('gives the generic oops message when there is no error', () => {
    expect(errorText(undefined)).toBe(OOPS_MESSAGE);
    expect(errorText(null)).toBe(OOPS_MESSAGE);
    expect(errorText('   ')).toBe(OOPS_MESSAGE);
    expect(OOPS_MESSAGE).toBe('Oops! Something went wrong');
  });

  it('shows a string as is', () => {
    expect(errorText('Invalid OTP')).toBe('Invalid OTP');
  });

  it('joins a list with commas, skipping items without text', () => {
    expect(errorText(['Invalid Input', { message: 'Bad request' }, null, ''])).toBe(
      'Invalid Input, Bad request',
    );
    expect(errorText([])).toBe(OOPS_MESSAGE);
  });

  it('uses the first nested message', () => {
    expect(
      errorText({
        status: 422,
        data: { errors: [{ message: 'Invalid OTP' }, { message: 'Second' }], error: 'x' },
      }),
    ).toBe('Invalid OTP');
    expect(errorText({ errors: ['First', 'Second'] })).toBe('First');
  });

  it('shows the status text or "Bad request" for a 502 or 520', () => {
    expect(errorText({ status: 502, statusText: 'Bad Gateway', data: { error: 'upstream' } })).toBe(
      'Bad Gateway',
    );
    expect(errorText({ status: 520, data: { error: 'upstream' } })).toBe('Bad request');
    expect(errorText({ status: 502, statusText: '' })).toBe('Bad request');
  });

  it('joins a list in data.error with commas', () => {
    expect(errorText({ status: 400, data: { error: ['Price is required', 'Reason is required'] } })).toBe(
      'Price is required, Reason is required',
    );
  });

  it('hides an object error behind the generic message', () => {
    expect(errorText({ status: 500, data: { error: { name: 'MongoError', code: 11000 } } })).toBe(
      'Something went wrong',
    );
  });

  it('otherwise shows data.error', () => {
    expect(
      errorText({ status: 400, statusText: 'Bad Request', data: { error: 'Loans already transferred' } }),
    ).toBe('Loans already transferred');
  });

  it('falls back to data.message, an Error, our own body, the status text, then oops', () => {
    expect(errorText({ data: { message: 'Stipulation already closed' } })).toBe('Stipulation already closed');
    expect(errorText(new Error('socket hang up'))).toBe('socket hang up');
    expect(
      errorText({ success: false, code: 'BID.CLOSED', error: 'Bid closed', statusText: 'Conflict' }),
    ).toBe('Bid closed');
    expect(errorText({ status: 404, statusText: 'Not Found' })).toBe('Not Found');
    expect(errorText({ status: 500 })).toBe(OOPS_MESSAGE);
    expect(errorText(Symbol('x'))).toBe(OOPS_MESSAGE);
  });

  it('always returns a non-empty text, whatever it is given', () => {
    const httpLike = fc.record(
      {
        status: fc.oneof(fc.constantFrom(400, 401, 502, 520), fc.integer()),
        statusText: fc.string(),
        data: fc.record(
          { error: fc.anything(), errors: fc.array(fc.anything()), message: fc.anything() },
          { requiredKeys: [] },
        ),
        errors: fc.array(fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), httpLike, fc.array(fc.anything())), (input) => {
        const text = errorText(input);
        expect(typeof text).toBe('string');
        expect(text.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
