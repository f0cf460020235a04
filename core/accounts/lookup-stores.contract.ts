import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Ecosystem } from './ecosystems/ecosystem';
import type { EcosystemStore } from './ecosystems/ecosystem-store';
import type { Tenant } from './tenant';
import type { TenantStore } from './tenant-store';

/** Read-only lookups: the adapter seeds `ecosystems` and `tenants` however it stores them. */
export function describeLookupStoresContract(
  name: string,
  make: (seed: {
    ecosystems: readonly Ecosystem[];
    tenants: readonly Tenant[];
  }) => Promise<UnitOfWork<{ ecosystems: EcosystemStore; tenants: TenantStore }>>,
) {
  const eco: Ecosystem = {
    id: 'eco-1',
    name: 'Partner',
    uri: 'https://partner.example',
    url: 'partner.example',
    profilePic: 'p.png',
    bannerPics: ['b1.png', 'b2.png'],
    redirectUris: ['https://partner.example/cb', 'http://localhost:5173/cb'],
    ownerUserId: null,
    approvedAt: '2026-01-02T00:00:00.000Z',
    approvedBy: 'u-admin',
    clientSecretHash: 'secret-hash',
  };
  const tenant: Tenant = {
    id: 't-1',
    name: 'Agrifields',
    hostnames: ['agrifields.example', 'www.agrifields.example'],
    config: {
      theme: { '--ispz-primary': '#2e7d32' },
      branding: { logo: '/l.svg', colors: { primary: '#2e7d32' }, title: 'Agrifields' },
      features: { marketplace: true },
      landingPage: 'agrifields',
    },
  };

  describe(`Ecosystem and tenant store contract: ${name}`, () => {
    it('finds an ecosystem by id and by url, with its banners and redirect URIs in order', async () => {
      const uow = await make({ ecosystems: [eco], tenants: [] });
      expect(await uow.run((s) => s.ecosystems.findById('eco-1'))).toEqual(eco);
      expect(await uow.run((s) => s.ecosystems.findByUrl('partner.example'))).toEqual(eco);
      expect(await uow.run((s) => s.ecosystems.findByUrl('other.example'))).toBeNull();
    });

    it('finds a tenant by any of its hostnames, and nothing for others', async () => {
      const uow = await make({ ecosystems: [], tenants: [tenant] });
      expect(await uow.run((s) => s.tenants.findByHostname('www.agrifields.example'))).toEqual(tenant);
      expect(await uow.run((s) => s.tenants.findByHostname('agrifields'))).toBeNull();
    });
  });
}
