/**
 * The tokens keep the contrast UI.md asks for: text ≥ 4.5:1 on the grounds it is drawn on
 * (WCAG 2 relative luminance), control outlines ≥ 3:1, and a 2 px focus ring.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = ['./tokens.css', './more-tokens.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
const tokens = new Map([...css.matchAll(/--(ispz-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const hex = (name: string) => {
  const value = tokens.get(name);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  return value;
};

function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two tokens. */
function contrast(fg: string, bg: string): number {
  const [a, b] = [luminance(hex(fg)), luminance(hex(bg))].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

const STATUSES = ['green', 'amber', 'orange', 'red', 'blue', 'grey', 'black'];

describe('design tokens', () => {
  it('text on its grounds is at least 4.5:1', () => {
    const pairs: [string, string][] = [
      ['ispz-text', 'ispz-bg'],
      ['ispz-text', 'ispz-surface'],
      ['ispz-text-muted', 'ispz-bg'],
      ['ispz-text-muted', 'ispz-surface'],
      ['ispz-text-disabled', 'ispz-surface-sunken'],
      ['ispz-danger', 'ispz-bg'],
      ['ispz-accent', 'ispz-bg'],
      ['ispz-on-accent', 'ispz-accent'],
      ['ispz-on-accent', 'ispz-accent-hover'],
      ...STATUSES.map((s): [string, string] => [`ispz-status-${s}-text`, `ispz-status-${s}-bg`]),
    ];
    for (const [fg, bg] of pairs)
      expect({ fg, bg, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ratio: true });
  });

  it('control outlines are at least 3:1 and the focus ring is a 2 px accent outline', () => {
    expect(contrast('ispz-border-strong', 'ispz-bg')).toBeGreaterThanOrEqual(3);
    expect(tokens.get('ispz-focus-ring')).toBe('2px solid var(--ispz-accent)');
  });

  it('spacing sits on the 4 px grid, the radius is 6 and the type scale is 12–32', () => {
    for (const [name, value] of tokens) {
      if (name.startsWith('ispz-space-')) expect(Number.parseInt(value, 10) % 4).toBe(0);
    }
    expect(tokens.get('ispz-radius')).toBe('6px');
    const scale = [...tokens]
      .filter(([n]) => /^ispz-font-\d+$/.test(n))
      .map(([, v]) => Number.parseFloat(v) * 16)
      .sort((a, b) => a - b);
    expect(scale).toEqual([12, 14, 16, 20, 24, 32]);
  });
});
