import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDE, SCROLL_TOP, slideRequest, stepSlide } from './slide-index';

const ask = (query: string) => slideRequest(new URLSearchParams(query), 10);

describe('the /business slider’s query rule', () => {
  it('shows slide 2 and stays at the top when the query says nothing', () => {
    expect(ask('')).toEqual({ index: DEFAULT_SLIDE, scroll: false });
    expect(DEFAULT_SLIDE).toBe(2);
  });

  it('shows the slide the index names, from the first to the tenth', () => {
    expect(ask('index=0').index).toBe(0);
    expect(ask('index=3').index).toBe(3);
    expect(ask('index=8').index).toBe(8);
    expect(ask('index=9').index).toBe(9);
  });

  it('falls back to slide 2 for an index that is not one of the ten slides', () => {
    for (const bad of ['10', '-1', '3.0', 'three', '', ' 3', '1e1', '0x3']) {
      expect(ask(`index=${encodeURIComponent(bad)}`).index, bad).toBe(2);
    }
  });

  it('scrolls only when scroll is exactly true, to 295 px', () => {
    expect(ask('scroll=true&index=0')).toEqual({ index: 0, scroll: true });
    expect(ask('scroll=TRUE').scroll).toBe(false);
    expect(ask('scroll=1').scroll).toBe(false);
    expect(SCROLL_TOP).toBe(295);
  });

  it('keeps the default inside a shorter slider', () => {
    expect(slideRequest(new URLSearchParams(''), 2).index).toBe(1);
  });

  it('steps to the previous and next slide, wrapping round', () => {
    expect(stepSlide(0, -1, 10)).toBe(9);
    expect(stepSlide(9, 1, 10)).toBe(0);
    expect(stepSlide(4, 1, 10)).toBe(5);
  });
});
