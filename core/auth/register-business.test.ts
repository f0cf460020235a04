import { describe, expect, it } from 'vitest';
import { REGISTRATION_PERSONA_IDS } from '../accounts/personas';
import { memoryWalletStore } from '../accounts/wallets/memory-wallet-store';
import { loginModeView } from './login-mode';
import { loginWithPassword } from './login-password';
import { registerBusiness, requestRegistrationOtp } from './register-business';
import { GOOD_PASSWORD, PARTNER } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

const BUSINESS_FORM = {
  businessName: 'Green Acres_Co',
  mobile: '9123456780',
  countryCode: '+91',
  email: 'owner@greenacres.test',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
};

const PARTNER_FORM = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.test',
  password: GOOD_PASSWORD,
  ecosystemId: PARTNER.id,
};

async function register(form: Record<string, unknown>, to: string) {
  const auth = memoryAuth();
  auth.addEcosystem(PARTNER);
  const sent = await requestRegistrationOtp(auth.deps, form);
  const result = await registerBusiness(auth.deps, { ...form, otp: auth.codeSentTo(to) ?? '00000' });
  return { auth, sent, result };
}

describe('business registration', () => {
  it('registers the business with the spec’s defaults and logs its admin in inside it', async () => {
    const { auth, result } = await register(BUSINESS_FORM, '+919123456780');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [business] = auth.read().businesses.businesses();
    expect(business).toMatchObject({
      name: 'Green Acres_Co',
      type: 'Private Limited',
      category: 'eCommerce',
    });
    expect(result.value.businessId).toBe(business!.id);
    expect(loginModeView(result.value.tokens.session)).toEqual({
      businessId: business!.id,
      role: 'BUSINESSADMIN',
    });
    const user = await auth.read().users.findByEmail('owner@greenacres.test');
    expect(user).toMatchObject({ firstName: 'Green Acres_Co', registeredAs: 'business' });
  });

  it('opens the registrant’s seller wallet in the registration’s transaction', async () => {
    const { auth } = await register(BUSINESS_FORM, '+919123456780');
    const user = await auth.read().users.findByEmail('owner@greenacres.test');
    expect(await memoryWalletStore(auth.db).findByOwner(user!.id)).toMatchObject({ role: 'seller' });
  });

  it('logs the registrant back in inside their business next time', async () => {
    const { auth } = await register(BUSINESS_FORM, '+919123456780');
    const again = await loginWithPassword(auth.deps, {
      username: 'owner@greenacres.test',
      password: GOOD_PASSWORD,
    });
    expect(again.ok && again.value.session).toMatchObject({
      role: 'BUSINESSADMIN',
      loginMode: { isBusiness: true },
    });
  });

  it('in the partner variant defaults to the personal persona and sends the code by email', async () => {
    const { auth, result } = await register(PARTNER_FORM, 'meera@example.test');
    expect(result.ok && result.value).toMatchObject({
      businessId: null,
      tokens: { session: { role: 'consumer' } },
    });
    expect(auth.read().businesses.businesses()).toEqual([]);
    expect(await auth.read().users.findByEmail('meera@example.test')).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
    });
  });

  it('in the partner variant registers a business under the business persona id', async () => {
    const form = {
      ...PARTNER_FORM,
      businessName: 'Meera Traders',
      personaId: REGISTRATION_PERSONA_IDS.business,
    };
    const { result } = await register(form, 'meera@example.test');
    expect(result.ok && result.value.tokens.session.loginMode).toMatchObject({
      isBusiness: true,
      ecosystemId: PARTNER.id,
    });
  });

  it('requires the email in the partner variant and the business name in the business persona', async () => {
    const noEmail = await register(
      { ...PARTNER_FORM, email: undefined, mobile: '9123456780', countryCode: '+91' },
      'x',
    );
    expect(noEmail.sent).toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_REQUIRED' } });
    const noName = await register({ ...BUSINESS_FORM, businessName: undefined }, 'x');
    expect(noName.sent).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
  });

  it('refuses an unknown persona id and the personal persona outside a partner', async () => {
    const unknown = await register({ ...PARTNER_FORM, personaId: 'persona-x' }, 'x');
    expect(unknown.sent).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
    const personal = await register({ ...BUSINESS_FORM, personaId: REGISTRATION_PERSONA_IDS.personal }, 'x');
    expect(personal.sent).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
  });

  it('refuses passwords that do not match', async () => {
    const auth = memoryAuth();
    const r = await registerBusiness(auth.deps, {
      ...BUSINESS_FORM,
      confirmPassword: 'Other@2026',
      otp: '12345',
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
  });
});
