/**
 * Tenant mode (spec §1): certain hostnames map to a tenant (Agrifields is one) with its own
 * landing page and branding; unmapped hosts get the default. The config is what the site and
 * the widgets theme themselves from (spec §3: theme, branding {logo, colors, title}, features,
 * landingPage).
 */
export interface TenantConfig {
  /** CSS custom properties the widgets read (`--ispz-primary` …). */
  readonly theme: Readonly<Record<string, string>>;
  readonly branding: {
    readonly logo: string;
    readonly colors: Readonly<Record<string, string>>;
    readonly title: string;
  };
  /** Feature switches by name. */
  readonly features: Readonly<Record<string, boolean>>;
  /** Which landing the site shows at `/` ('default' for the build's own home). */
  readonly landingPage: string;
}

export interface Tenant {
  readonly id: string;
  readonly name: string;
  /** Normalised hostnames (see `normalizeHostname`) that show this tenant. */
  readonly hostnames: readonly string[];
  readonly config: TenantConfig;
}

/** What unmapped hosts get: the build's own landing with the platform's branding. */
export const DEFAULT_TENANT_CONFIG: TenantConfig = {
  theme: { '--ispz-primary': '#1f4e79', '--ispz-accent': '#f28c28' },
  branding: { logo: '/logo.svg', colors: { primary: '#1f4e79', accent: '#f28c28' }, title: 'ISPz' },
  features: {},
  landingPage: 'default',
};

/**
 * The form a request's host is matched in: lower-case, without port or trailing dot, so
 * `Agrifields.Example:443` and `agrifields.example.` name the same tenant.
 */
export function normalizeHostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[') ? trimmed.replace(/]:\d+$/, ']') : trimmed.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}
