// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TRADING_CSS, TRADING_ELEMENTS, tradingWidgetNames } from './elements';

/** The family's table as a partner page meets it: one tag per widget, each taking `api-base`. */
describe('the trading family’s element table', () => {
  it('holds each tag once, every one an ispz- tag', () => {
    const tags = TRADING_ELEMENTS.map((row) => row.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^ispz-[a-z][a-z-]*$/);
  });

  it('gives every element the api-base attribute, once and first', () => {
    for (const row of TRADING_ELEMENTS) {
      const names = row.attributes.map((a) => a.name);
      expect(names[0], row.tag).toBe('api-base');
      expect(
        names.filter((n) => n === 'api-base'),
        row.tag,
      ).toHaveLength(1);
      expect(row.attributes[0]?.prop).toBe('apiBase');
    }
  });

  it('takes no persona attribute: what a widget shows for the caller is the server’s answer', () => {
    for (const row of TRADING_ELEMENTS) {
      expect(
        row.attributes.map((a) => a.name),
        row.tag,
      ).not.toContain('persona');
    }
  });

  it('carries the screens every page composes, named as mount() knows them', () => {
    const names = tradingWidgetNames();
    for (const name of ['loan-pool', 'loan-records', 'loan-tapes', 'bidding-table', 'pool-analysis'])
      expect(names).toContain(name);
  });

  it('adopts the kit’s tokens and every area’s styles', () => {
    expect(TRADING_CSS).toContain('--ispz-accent');
    for (const selector of ['.ispz-strat', '.ispz-data-state']) expect(TRADING_CSS).toContain(selector);
  });
});
