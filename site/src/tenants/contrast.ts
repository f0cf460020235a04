/**
 * WCAG 2 contrast for a tenant's colours: a tenant names its brand colours, the site decides
 * which of them may carry text. Text needs 4.5:1 on its ground (UI.md), so a bright brand
 * colour (Agrifields' yellow) stays decoration and a deep one becomes the accent.
 */

/** The ratio UI.md asks of body text on its ground (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb` as [r, g, b] in 0–255; null for anything else (names, rgb(), gradients). */
export function parseHex(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/** The contrast ratio of two hex colours (1 … 21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Whether `colour` reads as text on every one of `grounds` (and they on it) at `min`:1. */
export function readsOn(colour: string, grounds: readonly string[], min = TEXT_CONTRAST): boolean {
  return grounds.every((ground) => contrastRatio(colour, ground) >= min);
}

/**
 * The first candidate that reads on every ground, or null when none does.
 * @example firstReadable(['#f9a825', '#2e7d32'], ['#ffffff']) // '#2e7d32'
 */
export function firstReadable(
  candidates: readonly (string | undefined)[],
  grounds: readonly string[],
): string | null {
  for (const c of candidates) if (c && parseHex(c) && readsOn(c, grounds)) return c.trim();
  return null;
}

/** `colour` mixed with black by `amount` (0–1), as #rrggbb: a hover shade that only gains contrast on white. */
export function darken(colour: string, amount: number): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  return `#${rgb
    .map((v) => Math.round(v * (1 - amount)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}
