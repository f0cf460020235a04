/** `/` is the tenant's landing on a mapped host, the build's home elsewhere (spec §2). */
import { describe, expect, it } from 'vitest';
import { tenantLanding } from './routes';

describe('the landing on /', () => {
  it('is the tenant’s own for a mapped host', () => {
    expect(tenantLanding({ tenant_id: 'tenant-agrifields', landingPage: 'agrifields' })).toBeTypeOf(
      'function',
    );
  });

  it('is the build’s home for an unmapped host, or a tenant that asks for the default', () => {
    expect(tenantLanding({ tenant_id: null, landingPage: 'default' })).toBeNull();
    expect(tenantLanding({ tenant_id: 'tenant-plain', landingPage: 'default' })).toBeNull();
  });
});
