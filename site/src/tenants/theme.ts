/**
 * A tenant's colours on the page: the vetted tokens of `tenantTokens` set on the root, so the
 * kit's tokens — and every widget on the page — take the tenant's accent with readable text.
 */
import type { Tenant } from '../app/boot';
import { tenantTokens } from './theme-tokens';

/** Sets the tenant's tokens on `root` (the document element). */
export function applyTenantTheme(tenant: Tenant, root: HTMLElement): void {
  for (const [name, value] of Object.entries(tenantTokens(tenant))) root.style.setProperty(name, value);
}
