import { describe, expect, it } from 'vitest';
import { insertEcosystem } from '../db/auth/lookup-admin';
import { testDatabases } from '../db/testing/test-databases';
import { partnerOrigins } from './partner-origins';

const [sqlite] = testDatabases();

describe('partner origins', () => {
  it('allows the public URL and the origins of registered redirects, and sees new partners after the cache', async () => {
    const { db } = await sqlite!.open();
    let clock = 0;
    const allowed = partnerOrigins(db, 'http://localhost:3000', () => clock, 1000);
    expect(await allowed('http://localhost:3000')).toBe(true);
    expect(await allowed('https://shop.partner.example')).toBe(false);
    await insertEcosystem(db, {
      id: 'eco-1',
      name: 'Partner',
      uri: 'partner',
      url: 'shop.partner.example',
      profilePic: null,
      bannerPics: [],
      redirectUris: ['https://shop.partner.example/login/callback'],
      ownerUserId: null,
    });
    expect(await allowed('https://shop.partner.example')).toBe(false);
    clock = 2000;
    expect(await allowed('https://shop.partner.example')).toBe(true);
    expect(await allowed('https://shop.partner.example.evil.test')).toBe(false);
  });
});
