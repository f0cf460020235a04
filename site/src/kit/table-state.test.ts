import { describe, expect, it } from 'vitest';
import { tableStateOf } from './table-state';

describe('a query’s table state', () => {
  it('is loading while pending, failed on error, and the rows once answered', () => {
    expect(tableStateOf({ status: 'pending' })).toBe('loading');
    expect(tableStateOf({ status: 'error' })).toBe('failed');
    expect(tableStateOf({ status: 'success' })).toBe('ready');
  });
});
