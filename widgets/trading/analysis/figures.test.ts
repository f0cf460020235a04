import { describe, expect, it } from 'vitest';
import { dollarsText, metricText, shareText } from './figures';

describe('the analysis figures', () => {
  it('writes the server’s dollars as the platform writes money', () => {
    expect(dollarsText(1250000.5)).toBe('1,250,000.50');
    expect(dollarsText(0.1 + 0.2)).toBe('0.30');
    expect(dollarsText(0)).toBe('0.00');
  });

  it('writes shares as percents and a missing metric as a dash', () => {
    expect(shareText(0.3421)).toBe('34.21%');
    expect(shareText(0)).toBe('0.00%');
    expect(metricText(null)).toBe('-');
    expect(metricText(712.456)).toBe('712.46');
  });
});
