import { describe, expect, it } from 'vitest';
import type { Ecosystem } from '../../core/accounts/ecosystems/ecosystem';
import { approvedRedirectUris } from '../db/accounts/kysely-lookup-stores';
import { insertEcosystem } from '../db/accounts/lookup-admin';
import { testDatabases } from '../db/testing/test-databases';
import { partnerOrigins } from './partner-origins';

const partner = (over: Partial<Ecosystem> = {}): Ecosystem => ({
  id: 'eco-1',
  name: 'Partner',
  uri: 'partner',
  url: 'shop.partner.example',
  profilePic: null,
  bannerPics: [],
  redirectUris: ['https://shop.partner.example/login/callback'],
  ownerUserId: null,
  approvedAt: '2026-01-01T00:00:00.000Z',
  approvedBy: 'admin',
  clientSecretHash: null,
  ...over,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))('partner origins on %s', (_name, backend) => {
  it('allows the public URL and the origins of approved partners, and sees new ones after the cache', async () => {
    const { db } = await backend.open();
    let clock = 0;
    const allowed = partnerOrigins(approvedRedirectUris(db), 'http://localhost:3000', () => clock, {
      ttlMs: 1000,
    });
    expect(await allowed('http://localhost:3000')).toBe(true);
    expect(await allowed('https://shop.partner.example')).toBe(false);
    await insertEcosystem(db, partner());
    expect(await allowed('https://shop.partner.example')).toBe(false);
    clock = 2000;
    expect(await allowed('https://shop.partner.example')).toBe(true);
    expect(await allowed('https://shop.partner.example.evil.test')).toBe(false);
  });

  it('gives no origin to an ecosystem awaiting approval, nor to loopback redirects outside development', async () => {
    const { db } = await backend.open();
    await insertEcosystem(db, partner({ approvedAt: null, approvedBy: null }));
    await insertEcosystem(
      db,
      partner({ id: 'eco-2', url: 'local.example', redirectUris: ['http://localhost:4000/cb'] }),
    );
    const strict = partnerOrigins(approvedRedirectUris(db), 'https://platform.example', () => 0);
    expect(await strict('https://shop.partner.example')).toBe(false);
    expect(await strict('http://localhost:4000')).toBe(false);
    const dev = partnerOrigins(approvedRedirectUris(db), 'https://platform.example', () => 0, {
      policy: { allowLoopbackHttp: true },
    });
    expect(await dev('http://localhost:4000')).toBe(true);
  });
});
