import { describe, expect, it } from 'vitest';
import { postgresDecision } from './global-setup';

describe('whether a test run starts PostgreSQL', () => {
  it('starts it unless asked to skip', () => {
    expect(postgresDecision({})).toBe('start');
    expect(postgresDecision({ CI: 'true' })).toBe('start');
    expect(postgresDecision({ ISPZ_SKIP_POSTGRES: '0' })).toBe('start');
  });

  it('skips it on request outside CI', () => {
    expect(postgresDecision({ ISPZ_SKIP_POSTGRES: '1' })).toBe('skip');
    expect(postgresDecision({ ISPZ_SKIP_POSTGRES: '1', CI: 'false' })).toBe('skip');
    expect(postgresDecision({ ISPZ_SKIP_POSTGRES: '1', CI: '' })).toBe('skip');
  });

  it('refuses to skip it in CI, loudly', () => {
    for (const CI of ['true', '1', 'yes'])
      expect(() => postgresDecision({ ISPZ_SKIP_POSTGRES: '1', CI })).toThrow(/not allowed in CI/);
  });
});
