/**
 * Which of a tenant's colours become the page's tokens. A tenant's theme may name any
 * `--ispz-…` property, but colours that carry text are vetted against the kit's grounds
 * (UI.md: 4.5:1): the accent is the first brand colour white text reads on — Agrifields' green,
 * not its yellow — and a surface or text colour that would break contrast is left out. The
 * brand colours stay available for decoration as `--site-tenant-brand` / `--site-tenant-highlight`.
 */
import type { Tenant } from '../app/boot';
import { darken, firstReadable, parseHex, readsOn } from './contrast';

/** The kit's own values (widgets/kit/tokens.css) the tenant's are measured against. */
export const KIT_COLOURS = {
  bg: '#ffffff',
  surface: '#f7f8fa',
  text: '#1a202c',
  textMuted: '#4a5568',
} as const;

/** Tokens this module decides; any other `--ispz-…` of the theme passes through as given. */
const VETTED = new Set([
  '--ispz-bg',
  '--ispz-surface',
  '--ispz-text',
  '--ispz-text-muted',
  '--ispz-accent',
  '--ispz-accent-hover',
  '--ispz-on-accent',
]);

type TenantColours = Pick<Tenant, 'theme' | 'branding'>;

/**
 * The custom properties to set on the page for `tenant`.
 * @example tenantTokens(agrifields)['--ispz-accent'] // '#2e7d32' (its yellow #f9a825 fails 4.5:1 on white)
 */
export function tenantTokens(tenant: TenantColours): Record<string, string> {
  const { theme } = tenant;
  const colors = tenant.branding.colors;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme)) {
    if (name.startsWith('--ispz-') && !VETTED.has(name)) out[name] = value;
  }
  const bg = KIT_COLOURS.bg;
  const surfaceWish = theme['--ispz-surface'] ?? colors.surface;
  const surface =
    surfaceWish && parseHex(surfaceWish) && readsOn(KIT_COLOURS.textMuted, [surfaceWish])
      ? surfaceWish
      : KIT_COLOURS.surface;
  if (surface !== KIT_COLOURS.surface) out['--ispz-surface'] = surface;
  const text = theme['--ispz-text'];
  if (text && parseHex(text) && readsOn(text, [bg, surface])) out['--ispz-text'] = text;

  const accent = firstReadable(
    [theme['--ispz-accent'], colors.accent, theme['--ispz-primary'], colors.primary],
    [bg, surface],
  );
  if (accent) {
    out['--ispz-accent'] = accent;
    out['--ispz-accent-hover'] = darken(accent, 0.15);
    out['--ispz-on-accent'] = bg;
  }
  const brand = colors.primary ?? theme['--ispz-primary'] ?? accent;
  const highlight = colors.accent ?? theme['--ispz-accent'] ?? brand;
  if (brand && parseHex(brand)) out['--site-tenant-brand'] = brand;
  if (highlight && parseHex(highlight)) out['--site-tenant-highlight'] = highlight;
  return out;
}
