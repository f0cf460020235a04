import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationOf, parseUsername, subjectOf } from './identifier';

describe('identifiers', () => {
  it('reads a username with @ as an email, lower-cased', () => {
    expect(parseUsername(' Asha@Example.TEST ')).toEqual({ kind: 'email', email: 'asha@example.test' });
  });

  it('reads ten digits starting 6–9 as a mobile number', () => {
    expect(parseUsername('9876543210')).toEqual({ kind: 'mobile', number: '9876543210' });
    expect(parseUsername('5876543210')).toBeNull();
    expect(parseUsername('987654321')).toBeNull();
    expect(parseUsername('asha_rao')).toBeNull();
  });

  it('keeps OTPs and limits per number whatever the country code, and delivers with it', () => {
    const id = { kind: 'mobile', number: '9876543210' } as const;
    expect(subjectOf(id)).toBe('mobile:9876543210');
    expect(destinationOf(id, '+1')).toBe('+19876543210');
  });

  it('gives one subject to every spelling of one email', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('asha@example.test', 'ravi.k@mail.example'),
        fc.boolean(),
        (email, upper) => {
          const typed = upper ? email.toUpperCase() : email;
          const parsed = parseUsername(typed)!;
          expect(subjectOf(parsed)).toBe(`email:${email}`);
        },
      ),
    );
  });
});
