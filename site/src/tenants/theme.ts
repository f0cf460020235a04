/**
 * A tenant's colours on the page: its theme's custom properties (`--ispz-…`) set on the root,
 * so the kit's tokens — and every widget on the page — take the tenant's accent.
 */
import type { Tenant } from '../app/boot';

export function applyTenantTheme(tenant: Tenant, root: HTMLElement): void {
  for (const [name, value] of Object.entries(tenant.theme)) {
    if (name.startsWith('--ispz-')) root.style.setProperty(name, value);
  }
  if (tenant.branding.colors.primary) root.style.setProperty('--ispz-accent', tenant.branding.colors.primary);
}
