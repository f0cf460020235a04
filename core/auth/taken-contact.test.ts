import { describe, expect, it } from 'vitest';
import { registerBusiness, requestRegistrationOtp } from './register-business';
import { requestSignupOtp, signup } from './signup';
import { beginSocialRegistration, completeSocialRegistration, requestSocialOtp } from './social-completion';
import { GOOD_PASSWORD, PARTNER } from './testing/auth-fixtures';
import { type MemoryAuth, memoryAuth } from './testing/memory-auth';

// Sign-up, business registration and social completion answer a taken email or number exactly
// as a free one; the owner is told by message instead (OWASP ASVS v5 V6.3).
const OWNER = { email: 'ravi@example.test', mobile: { countryCode: '+91', number: '9123456780' } };
const FREE = { email: 'new@example.test', mobile: '9000000001' };
const NOTICE = /Someone tried to create a new ISPz account with your (email address|mobile number)/;

const signupForm = (mobile: string, email: string) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  countryCode: '+91',
  mobile,
  email,
  password: GOOD_PASSWORD,
});
const businessForm = (mobile: string, email: string) => ({
  businessName: 'Green Acres',
  countryCode: '+91',
  mobile,
  email,
  password: GOOD_PASSWORD,
});

async function world() {
  const auth = memoryAuth();
  auth.addEcosystem(PARTNER);
  const owner = await auth.addUser(OWNER);
  return { auth, owner };
}

const flows = [
  {
    name: 'sign-up',
    request: (a: MemoryAuth, mobile: string, email: string) =>
      requestSignupOtp(a.deps, signupForm(mobile, email)),
    submit: (a: MemoryAuth, mobile: string, email: string, otp: string) =>
      signup(a.deps, { ...signupForm(mobile, email), otp }),
  },
  {
    name: 'business registration',
    request: (a: MemoryAuth, mobile: string, email: string) =>
      requestRegistrationOtp(a.deps, businessForm(mobile, email)),
    submit: (a: MemoryAuth, mobile: string, email: string, otp: string) =>
      registerBusiness(a.deps, { ...businessForm(mobile, email), otp }),
  },
];

describe.each(flows)('$name with details that already have an account', (flow) => {
  it('answers a taken number exactly as a free one, sends no code and tells the owner', async () => {
    const { auth } = await world();
    const free = await flow.request(auth, FREE.mobile, FREE.email);
    const taken = await flow.request(auth, OWNER.mobile.number, FREE.email);
    expect(taken).toEqual(free);
    const toOwner = auth.outbox().filter((m) => m.to === '+919123456780');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.body).toMatch(NOTICE);
    expect(auth.codeSentTo('+919123456780')).toBeUndefined();
    expect(auth.outbox()).toHaveLength(2);
  });

  it('refuses every code for a taken number as a wrong one, even the code that was made', async () => {
    const { auth } = await world();
    await flow.request(auth, OWNER.mobile.number, FREE.email);
    const made = auth.digitsIssued().at(-1)!;
    const r = await flow.submit(auth, OWNER.mobile.number, FREE.email, made);
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
    expect(await auth.read().users.findByEmail(FREE.email)).toBeNull();
  });

  it('creates the account without a taken email the code did not prove, and tells its owner', async () => {
    const { auth, owner } = await world();
    expect((await flow.request(auth, FREE.mobile, OWNER.email)).ok).toBe(true);
    const r = await flow.submit(auth, FREE.mobile, OWNER.email, auth.codeSentTo(`+91${FREE.mobile}`)!);
    expect(r.ok).toBe(true);
    expect(await auth.read().users.findByMobile(FREE.mobile)).toMatchObject({ email: null });
    expect(await auth.read().users.findByEmail(OWNER.email)).toMatchObject({ id: owner.id });
    expect(auth.outbox().find((m) => m.to === OWNER.email)?.body).toMatch(NOTICE);
  });
});

describe('partner registration (the code goes to the email) with a taken email', () => {
  it('answers as for a free email, sends no code and tells the owner by email', async () => {
    const { auth } = await world();
    const form = (email: string) => ({
      firstName: 'Meera',
      lastName: 'Iyer',
      email,
      password: GOOD_PASSWORD,
      ecosystemId: PARTNER.id,
    });
    const free = await requestRegistrationOtp(auth.deps, form(FREE.email));
    const taken = await requestRegistrationOtp(auth.deps, form(OWNER.email));
    expect(taken).toEqual(free);
    expect(auth.codeSentTo(OWNER.email)).toBeUndefined();
    expect(auth.outbox().find((m) => m.to === OWNER.email)).toMatchObject({
      channel: 'email',
      body: expect.stringMatching(NOTICE),
    });
    const made = auth.digitsIssued().at(-1)!;
    expect(await registerBusiness(auth.deps, { ...form(OWNER.email), otp: made })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.OTP_INVALID' },
    });
  });
});

describe('social completion with details that already have an account', () => {
  async function begun(auth: MemoryAuth, email: string) {
    const begin = await beginSocialRegistration(auth.deps, {
      provider: 'google',
      providerUserId: 'g-1',
      email,
    });
    return begin.ok ? begin.value.key : '';
  }

  it('answers a taken number exactly as a free one and tells the owner; no code completes it', async () => {
    const { auth } = await world();
    const key = await begun(auth, FREE.email);
    const free = await requestSocialOtp(auth.deps, { mobile: FREE.mobile, countryCode: '+91', key });
    const taken = await requestSocialOtp(auth.deps, { mobile: OWNER.mobile.number, countryCode: '+91', key });
    expect(taken).toEqual(free);
    expect(auth.outbox().find((m) => m.to === '+919123456780')?.body).toMatch(NOTICE);
    const made = auth.digitsIssued().at(-1)!;
    const r = await completeSocialRegistration(auth.deps, { mobile: OWNER.mobile.number, otp: made });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
  });

  it("leaves a provider email that has an account off the new one, and tells that email's owner", async () => {
    const { auth } = await world();
    const key = await begun(auth, OWNER.email);
    await requestSocialOtp(auth.deps, { mobile: FREE.mobile, countryCode: '+91', key });
    const otp = auth.codeSentTo(`+91${FREE.mobile}`)!;
    expect((await completeSocialRegistration(auth.deps, { mobile: FREE.mobile, otp })).ok).toBe(true);
    expect(await auth.read().users.findByMobile(FREE.mobile)).toMatchObject({ email: null });
    expect(auth.outbox().find((m) => m.to === OWNER.email)?.body).toMatch(NOTICE);
  });
});
