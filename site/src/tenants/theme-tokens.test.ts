/** A tenant's theme becomes the page's tokens only where text stays readable (UI.md 4.5:1). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { KIT_COLOURS, tenantTokens } from './theme-tokens';

const AGRIFIELDS = {
  theme: {
    '--ispz-primary': '#2e7d32',
    '--ispz-accent': '#f9a825',
    '--ispz-surface': '#f5f9f1',
    '--ispz-text': '#1b2e1b',
    '--ispz-radius': '10px',
  },
  branding: {
    logo: '',
    title: 'Agrifields',
    colors: { primary: '#2e7d32', accent: '#f9a825', surface: '#f5f9f1' },
  },
};

describe('tenant tokens', () => {
  it('gives Agrifields its green as the accent, keeps its yellow for decoration, passes its radius', () => {
    const tokens = tenantTokens(AGRIFIELDS);
    expect(tokens).toMatchObject({
      '--ispz-accent': '#2e7d32',
      '--ispz-on-accent': '#ffffff',
      '--ispz-surface': '#f5f9f1',
      '--ispz-text': '#1b2e1b',
      '--ispz-radius': '10px',
      '--ispz-primary': '#2e7d32',
      '--site-tenant-brand': '#2e7d32',
      '--site-tenant-highlight': '#f9a825',
    });
    expect(contrastRatio(tokens['--ispz-on-accent']!, tokens['--ispz-accent-hover']!)).toBeGreaterThan(5.13);
  });

  it('leaves the kit’s accent when no brand colour reads, and drops unreadable surfaces and text', () => {
    const tokens = tenantTokens({
      theme: { '--ispz-accent': '#ffeb3b', '--ispz-surface': '#222222', '--ispz-text': '#cccccc' },
      branding: { logo: '', title: 'Pale', colors: { primary: '#a5d6a7' } },
    });
    expect(tokens['--ispz-accent']).toBeUndefined();
    expect(tokens['--ispz-surface']).toBeUndefined();
    expect(tokens['--ispz-text']).toBeUndefined();
    expect(tokens['--site-tenant-highlight']).toBe('#ffeb3b');
  });

  it('whatever the tenant names, text colours it sets read at 4.5:1 on the page’s grounds', () => {
    const hex = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
      .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, hex, hex, (accent, primary, surface, text) => {
        const t = tenantTokens({
          theme: { '--ispz-accent': accent, '--ispz-surface': surface, '--ispz-text': text },
          branding: { logo: '', title: 'Any', colors: { primary } },
        });
        const ground = t['--ispz-surface'] ?? KIT_COLOURS.surface;
        for (const fg of [t['--ispz-accent'], t['--ispz-text']]) {
          if (!fg) continue;
          expect(contrastRatio(fg, KIT_COLOURS.bg)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(fg, ground)).toBeGreaterThanOrEqual(4.5);
        }
        if (t['--ispz-accent']) {
          expect(contrastRatio(t['--ispz-on-accent']!, t['--ispz-accent-hover']!)).toBeGreaterThanOrEqual(
            4.5,
          );
        }
        expect(contrastRatio(KIT_COLOURS.textMuted, ground)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
