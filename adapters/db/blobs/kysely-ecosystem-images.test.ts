import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases';
import { kyselyEcosystemImages } from './kysely-ecosystem-images';

const image = (n: number, ext = 'png') => `${n.toString(16).padStart(64, '0')}.${ext}`;

describe.each(testDatabases().map((b) => [b.name, b] as const))('ecosystem images on %s', (_n, backend) => {
  it('counts the logo and banners of approved ecosystems only, by exact name', async () => {
    const { db } = await backend.open();
    const row = (id: string, approved: boolean, profile: string | null, banners: string[]) => ({
      id,
      name: id,
      uri: `https://${id}.example`,
      url: `${id}.example`,
      profile_pic: profile,
      banner_pics: JSON.stringify(banners),
      redirect_uris: '[]',
      owner_user_id: null,
      approved_at: approved ? '2026-01-01T00:00:00.000Z' : null,
      approved_by: approved ? 'admin' : null,
      client_secret_hash: null,
    });
    await db
      .insertInto('ecosystems')
      .values([
        row('approved', true, image(1), [image(2, 'jpg'), image(3)]),
        row('pending', false, image(4), [image(5)]),
      ])
      .execute();
    const images = kyselyEcosystemImages(db);
    for (const name of [image(1), image(2, 'jpg'), image(3)])
      expect(await images.isEcosystemImage(name), name).toBe(true);
    for (const name of [
      image(4),
      image(5),
      image(2, 'png'),
      image(1).slice(1),
      `${image(3)}x`,
      '%',
      `%${image(3)}%`,
    ])
      expect(await images.isEcosystemImage(name), name).toBe(false);
  });
});
