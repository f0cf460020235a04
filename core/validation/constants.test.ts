import { describe, expect, it } from 'vitest';
import {
  BID_MIN,
  BUSINESS_TYPES,
  DEFAULT_BUSINESS_TYPE,
  DEFAULT_TABLE_PAGE_SIZE,
  HMDA_RACES,
  OTP_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  TABLE_PAGE_SIZES,
  UPLOAD_TYPES,
  UPLOAD_TYPES_BY_CONTEXT,
} from './constants';

describe('constants of spec §9', () => {
  it('keep their defaults inside their own choices', () => {
    expect(TABLE_PAGE_SIZES).toContain(DEFAULT_TABLE_PAGE_SIZE);
    expect(BUSINESS_TYPES).toContain(DEFAULT_BUSINESS_TYPE);
    expect(HMDA_RACES).toHaveLength(6);
    expect(HMDA_RACES).toContain('Not declared');
  });

  it('write extensions in lower case without a dot, every upload context a known type', () => {
    const known = new Set<string>([...UPLOAD_TYPES, 'doc', 'docx']);
    for (const types of Object.values(UPLOAD_TYPES_BY_CONTEXT)) {
      for (const t of types) {
        expect(t).toMatch(/^[a-z]+$/);
        expect(known.has(t)).toBe(true);
      }
    }
  });

  it('agree between the password length and its pattern', () => {
    expect(PASSWORD_PATTERN.test('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(PASSWORD_PATTERN.test('a'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
    expect(OTP_PATTERN.test('12345')).toBe(true);
    expect(BID_MIN.stakeholder).toBeLessThan(BID_MIN.bidding);
  });
});
