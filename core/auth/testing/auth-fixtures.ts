import type { Ecosystem } from '../../accounts/ecosystems/ecosystem';
import type { Tenant } from '../../accounts/tenant';
import type { AuthCrypto } from '../crypto';

/** Sample partners and tenants for auth tests. */

/** The client secret the sample partners' servers authenticate with at the code exchange. */
export const PARTNER_CLIENT_SECRET = 'ispz_cs_partner-secret-for-tests-0123456789abcdefghij';

/** A partner with one registered SSO redirect, approved by the platform admin. */
export const PARTNER: Ecosystem = {
  id: 'eco-partner',
  name: 'Partner Market',
  uri: 'https://partner.example',
  url: 'partner.example',
  profilePic: 'partner/logo.png',
  bannerPics: ['partner/banner-1.png', 'partner/banner-2.png'],
  redirectUris: ['https://partner.example/sso/callback'],
  ownerUserId: null,
  approvedAt: '2026-01-01T00:00:00.000Z',
  approvedBy: 'user-admin',
  clientSecretHash: null,
};

/** The ubargain-style partner: 18+ confirmation and email-only login (spec §9). */
export const UBARGAIN: Ecosystem = {
  id: 'eco-ubargain',
  name: 'uBargain',
  uri: 'https://shop.ubargain.example',
  url: 'shop.ubargain.example',
  profilePic: null,
  bannerPics: [],
  redirectUris: ['https://shop.ubargain.example/login/return'],
  ownerUserId: null,
  approvedAt: '2026-01-01T00:00:00.000Z',
  approvedBy: 'user-admin',
  clientSecretHash: null,
};

/**
 * The ecosystem with `PARTNER_CLIENT_SECRET` as its client secret, hashed by `crypto` (the
 * stored form depends on the digest: the fakes' differs from SHA-256).
 */
export function withClientSecret(
  crypto: Pick<AuthCrypto, 'digest'>,
  ecosystem: Ecosystem,
  secret = PARTNER_CLIENT_SECRET,
): Ecosystem {
  return { ...ecosystem, clientSecretHash: crypto.digest.hash(secret) };
}

/** Agrifields, the tenant of spec §1. */
export const AGRIFIELDS: Tenant = {
  id: 'tenant-agrifields',
  name: 'Agrifields',
  hostnames: ['agrifields.example', 'www.agrifields.example'],
  config: {
    theme: { '--ispz-primary': '#2e7d32' },
    branding: { logo: '/tenants/agrifields/logo.svg', colors: { primary: '#2e7d32' }, title: 'Agrifields' },
    features: { marketplace: true },
    landingPage: 'agrifields',
  },
};

/** A password that meets spec §5. */
export const GOOD_PASSWORD = 'Secret@2026';
