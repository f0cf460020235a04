import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenEcosystem,
  ECOSYSTEM_LIMITS,
  imageUrl,
  participantRows,
  type RegisteredEcosystem,
  redirectLines,
  registrationBody,
  registrationForm,
  uploadedImageName,
  withBanner,
} from './ecosystem-model';

const filled = {
  ecosystem_name: 'Agri Market',
  ecosystem_uri: 'https://market.agri.example',
  ecosystem_url: 'HTTPS://Market.Agri.Example/',
  redirect_uris:
    ' https://market.agri.example/sso \n\nhttps://market.agri.example/sso\nhttps://market.agri.example/b\n',
};

describe('the registration form', () => {
  it('posts core’s normalised host, the redirect URIs one per line and the uploaded pictures', () => {
    const checked = registrationForm.safeParse(filled);
    if (!checked.success) throw new Error(checked.error.message);
    expect(registrationBody(checked.data, { profilePic: 'a.png', bannerPics: ['b.jpg'] })).toEqual({
      ecosystem_name: 'Agri Market',
      ecosystem_uri: 'https://market.agri.example',
      ecosystem_url: 'market.agri.example',
      redirect_uris: ['https://market.agri.example/sso', 'https://market.agri.example/b'],
      banner_pic: ['b.jpg'],
      profile_pic: 'a.png',
    });
    expect(registrationBody(checked.data, { profilePic: null, bannerPics: [] })).not.toHaveProperty(
      'profile_pic',
    );
  });

  it('answers core’s messages, the redirect URIs’ under their own box', () => {
    const messages = (over: object) => {
      const r = registrationForm.safeParse({ ...filled, ...over });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(messages({ ecosystem_name: ' ' })).toEqual([['ecosystem_name', 'Ecosystem name is required']]);
    expect(messages({ ecosystem_uri: 'javascript:alert(1)' })).toEqual([
      ['ecosystem_uri', 'Please enter a valid https address'],
    ]);
    expect(messages({ redirect_uris: 'https://x.example/cb?next=/' })).toEqual([
      ['redirect_uris', 'Redirect URIs must be https addresses without a query'],
    ]);
    const many = Array.from(
      { length: ECOSYSTEM_LIMITS.redirectUris + 1 },
      (_, i) => `https://x.example/${i}`,
    );
    expect(messages({ redirect_uris: many.join('\n') })).toEqual([['redirect_uris', 'Too many entries']]);
    expect(messages({ redirect_uris: '' })).toEqual([]);
  });

  it('reads every typed line once, whatever the blank lines and spaces around it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/)),
        fc.array(fc.constantFrom('', ' ', '\t')),
        (words, pads) => {
          const text = words.map((w, i) => `${pads[i % Math.max(pads.length, 1)] ?? ''}${w}`).join('\n\n');
          expect(redirectLines(text)).toEqual([...new Set(words)]);
        },
      ),
    );
  });

  it('keeps at most the banner limit, each picture once', () => {
    let banners: string[] = [];
    for (let i = 0; i < ECOSYSTEM_LIMITS.bannerPics + 2; i += 1) banners = withBanner(banners, `b${i}.png`);
    expect(banners).toHaveLength(ECOSYSTEM_LIMITS.bannerPics);
    expect(withBanner(['a.png'], 'a.png')).toEqual(['a.png']);
    expect(uploadedImageName({ success: true, blobName: 'ab.png' })).toBe('ab.png');
    expect(uploadedImageName({ success: false })).toBeNull();
  });
});

describe('the buyers and sellers tables', () => {
  it('name the businesses the person knows, and show the others by id', () => {
    const rows = participantRows(
      [
        {
          ecosystem_id: 'e',
          business_id: 'b-1',
          side: 'seller',
          kind: 'Grower',
          added_by: 'u',
          addedAt: '2026-01-05T10:00:00Z',
        },
        {
          ecosystem_id: 'e',
          business_id: 'b-2',
          side: 'seller',
          kind: 'Retailer',
          added_by: 'u',
          addedAt: '2026-02-01T10:00:00Z',
        },
      ],
      new Map([['b-1', 'Green Valley Farms']]),
    );
    expect(rows).toEqual([
      { id: 'seller:b-1', business: 'Green Valley Farms', kind: 'Grower', added: 'Jan 5th, 2026' },
      { id: 'seller:b-2', business: 'b-2', kind: 'Retailer', added: 'Feb 1st, 2026' },
    ]);
  });
});

describe('the pictures and the chosen ecosystem', () => {
  it('read pictures from get_image, the name escaped', () => {
    expect(imageUrl('', 'ab.png')).toBe('/api/get_image/ab.png');
    expect(imageUrl('', '../x')).toBe('/api/get_image/..%2Fx');
  });

  it('show the chosen ecosystem while it is listed, else the first', () => {
    const e = (id: string) => ({ _id: id }) as RegisteredEcosystem;
    expect(chosenEcosystem([e('a'), e('b')], 'b')?._id).toBe('b');
    expect(chosenEcosystem([e('a'), e('b')], 'gone')?._id).toBe('a');
    expect(chosenEcosystem([], null)).toBeNull();
  });
});
