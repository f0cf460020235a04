import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG } from '../accounts/tenant';
import { ecosystemByUrl, resolveTenant, validateReferralCode } from './public-lookups';
import { AGRIFIELDS, PARTNER } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

describe('public lookups', () => {
  it('finds an ecosystem by URL and shows only its public profile', async () => {
    const auth = memoryAuth();
    auth.addEcosystem(PARTNER);
    const r = await ecosystemByUrl(auth.deps, { ecoUrl: 'https://PARTNER.example/' });
    expect(r).toEqual({
      ok: true,
      value: {
        id: PARTNER.id,
        name: 'Partner Market',
        uri: PARTNER.uri,
        url: 'partner.example',
        profilePic: 'partner/logo.png',
        bannerPics: ['partner/banner-1.png', 'partner/banner-2.png'],
      },
    });
    expect(await ecosystemByUrl(auth.deps, { ecoUrl: 'nowhere.example' })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('validates referral codes, upper-casing them first', async () => {
    const auth = memoryAuth();
    await auth.addUser({ referralCode: 'FRIEND42' });
    expect(await validateReferralCode(auth.deps, { code: 'friend42' })).toEqual({
      ok: true,
      value: { valid: true },
    });
    expect(await validateReferralCode(auth.deps, { code: 'FRIEND43' })).toEqual({
      ok: true,
      value: { valid: false },
    });
    expect(await validateReferralCode(auth.deps, { code: 'bad code!' })).toEqual({
      ok: true,
      value: { valid: false },
    });
  });

  it('maps Agrifields’ hosts to its tenant and unmapped hosts to the default', async () => {
    const auth = memoryAuth();
    auth.addTenant(AGRIFIELDS);
    const mapped = await resolveTenant(auth.deps, { hostname: 'WWW.Agrifields.example:443' });
    expect(mapped).toMatchObject({ ok: true, value: { tenantId: AGRIFIELDS.id, name: 'Agrifields' } });
    expect(mapped.ok && mapped.value.config.landingPage).toBe('agrifields');
    const other = await resolveTenant(auth.deps, { hostname: 'localhost:3000' });
    expect(other).toEqual({ ok: true, value: { tenantId: null, name: null, config: DEFAULT_TENANT_CONFIG } });
  });
});
