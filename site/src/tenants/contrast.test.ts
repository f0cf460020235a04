/** The contrast rule reads colours as WCAG 2 does, so the site can tell text colours from decoration. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, firstReadable, parseHex, readsOn } from './contrast';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#2e7d32')).toEqual([46, 125, 50]);
    expect(parseHex('#FFF')).toEqual([255, 255, 255]);
    expect(parseHex('green')).toBeNull();
    expect(parseHex('rgb(0 0 0)')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#2e7d32', '#ffffff')).toBeCloseTo(5.13, 1);
    expect(contrastRatio('#f9a825', '#ffffff')).toBeCloseTo(1.95, 1);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBeCloseTo(contrastRatio(b, a), 10);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21.0001);
      }),
    );
  });

  it('picks the first candidate that reads on every ground — yellow is passed over for green', () => {
    expect(firstReadable(['#f9a825', '#2e7d32'], ['#ffffff', '#f5f9f1'])).toBe('#2e7d32');
    expect(firstReadable([undefined, 'not a colour', '#f9a825'], ['#ffffff'])).toBeNull();
    expect(readsOn('#2e7d32', ['#ffffff', '#f9a825'])).toBe(false);
  });

  it('darkening never lowers the contrast with white', () => {
    fc.assert(
      fc.property(hex, fc.double({ min: 0, max: 1, noNaN: true }), (c, amount) => {
        expect(contrastRatio(darken(c, amount), '#ffffff')).toBeGreaterThanOrEqual(
          contrastRatio(c, '#ffffff') - 1e-9,
        );
      }),
    );
  });
});
