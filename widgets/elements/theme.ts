/**
 * A tenant's colours. The kit's tokens are CSS custom properties with defaults on `:host`;
 * custom properties inherit through the shadow boundary, so a partner can also write
 * `ispz-login { --ispz-accent: #0b6e4f }` in its own CSS. `mount` and `ShadowHost` take the
 * same colours as a typed object.
 */

/** The tenant-overridable tokens, by their short name. */
export interface IspzTheme {
  /** `--ispz-accent`: primary buttons, links, the focus ring. */
  readonly accent?: string;
  /** `--ispz-accent-hover`: the accent under the pointer. */
  readonly accentHover?: string;
  /** `--ispz-on-accent`: text on the accent (keep contrast ≥ 4.5:1). */
  readonly onAccent?: string;
}

const PROPERTIES: Record<keyof IspzTheme, string> = {
  accent: '--ispz-accent',
  accentHover: '--ispz-accent-hover',
  onAccent: '--ispz-on-accent',
};

/** The theme as custom-property declarations (for a React `style` prop or `setProperty`). */
export function themeProperties(theme: IspzTheme | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!theme) return out;
  for (const key of Object.keys(PROPERTIES) as (keyof IspzTheme)[]) {
    const value = theme[key];
    if (value) out[PROPERTIES[key]] = value;
  }
  return out;
}

/** Sets the theme's custom properties on a host element's inline style. */
export function applyTheme(host: HTMLElement, theme: IspzTheme | undefined): void {
  for (const [property, value] of Object.entries(themeProperties(theme))) {
    host.style.setProperty(property, value);
  }
}
