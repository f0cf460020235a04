import { describe, expect, it } from 'vitest';
import { visitorCountry } from './visitor-country';

describe("the visitor's country, from the browser's own settings", () => {
  it('reads an Indian time zone as IN, even with a US English browser', () => {
    expect(visitorCountry({ timeZone: 'Asia/Kolkata', languages: ['en-US'] })).toBe('IN');
  });

  it('reads a US time zone as US', () => {
    expect(visitorCountry({ timeZone: 'America/Chicago', languages: ['en-GB'] })).toBe('US');
  });

  it("falls back to the language's region when the zone says nothing", () => {
    expect(visitorCountry({ timeZone: 'UTC', languages: ['fr', 'en-IN'] })).toBe('IN');
  });

  it('gives null when nothing points to India or the US', () => {
    expect(visitorCountry({ timeZone: 'Europe/Paris', languages: ['fr-FR'] })).toBeNull();
    expect(visitorCountry({})).toBeNull();
  });
});
