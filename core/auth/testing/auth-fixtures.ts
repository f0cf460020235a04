import type { Ecosystem } from '../../accounts/ecosystem';
import type { Tenant } from '../../accounts/tenant';

/** Sample partners and tenants for auth tests. */

/** A partner with one registered SSO redirect. */
export const PARTNER: Ecosystem = {
  id: 'eco-partner',
  name: 'Partner Market',
  uri: 'https://partner.example',
  url: 'partner.example',
  profilePic: 'partner/logo.png',
  bannerPics: ['partner/banner-1.png', 'partner/banner-2.png'],
  redirectUris: ['https://partner.example/sso/callback'],
  ownerUserId: null,
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
};

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
