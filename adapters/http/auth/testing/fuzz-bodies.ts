import fc from 'fast-check';
import { PARTNER, UBARGAIN } from '../../../../core/auth/testing/auth-fixtures';

/**
 * The inputs of the no-5xx suite (../fuzz.contract.ts): a body each POST route accepts, values a
 * real client might send, and the generator that mixes random JSON, random strings, objects of
 * documented field names and valid bodies with a few fields changed or dropped.
 */
/** Values a real client might send, so mutations reach deeper than the type checks. */
const PLAUSIBLE = [
  '9876543210',
  '+91',
  '+1',
  'asha@example.test',
  '12345',
  'Secret@2026',
  PARTNER.id,
  UBARGAIN.id,
  PARTNER.uri,
  PARTNER.redirectUris[0]!,
  'personal',
  'business',
  'persona-business',
  'login',
  'social',
  'Private Limited',
  '',
  ' ',
];

const CALLBACK = PARTNER.redirectUris[0]!;
const FORM = {
  firstname: 'Ravi',
  lastname: 'Kumar',
  countryCode: '+91',
  mobile: '9811111111',
  password: 'Secret@2026',
};
const BUSINESS = {
  business_name: 'Kumar Co',
  business_type: 'Private Limited',
  business_master_category: 'eCommerce',
};

/** A body each POST route accepts (codes and tokens aside); a new route without one fails the suite. */
export const VALID: Record<string, Record<string, unknown>> = {
  '/auth/login': { username: 'asha@example.test', password: 'Secret@2026' },
  '/auth/sendotp': { mobile: '9811111111', ecosystemId: PARTNER.id },
  '/auth/verify/otp': { mobile: '9811111111', otp: '12345', persona_id: 'p' },
  '/auth/login/otp': { email: 'asha@example.test', otp: '12345' },
  '/auth/resend/otp': { purpose: 'login', mobile: '9811111111' },
  '/auth/signup/otp': FORM,
  '/auth/signup': {
    ...FORM,
    otp: '12345',
    referred_by: 'ABC',
    ecosystem_id: UBARGAIN.id,
    ageConfirmed: true,
  },
  '/auth/register/business/otp': { ...BUSINESS, ...FORM, confirmPassword: FORM.password },
  '/auth/register/business': {
    ...FORM,
    email: 'kumar@example.test',
    confirmPassword: FORM.password,
    ecosystem_id: PARTNER.id,
    accountType: 'personal',
    first_name: 'Ravi',
    last_name: 'Kumar',
    ageConfirmed: true,
    otp: '12345',
  },
  '/auth/password/reset/otp': { email: 'asha@example.test' },
  '/auth/password/reset': { mobile: '9811111111', otp: '12345', newPassword: 'Fresh@2027' },
  '/auth/social/begin': {
    provider: 'google',
    credential: JSON.stringify({ providerUserId: 'g', email: 'a@b.test' }),
  },
  '/auth/social/otp': { mobile_no: '9811111111', countryCode: '+91', key: '"k"' },
  '/auth/social/complete': { mobile: '9811111111', otp: '12345' },
  '/auth/refresh': { refreshToken: 'r' },
  '/auth/logout': { refreshToken: 'r' },
  '/auth/loginmode': { is_business: false, eco_url: PARTNER.url },
  '/auth/ecosystem/code': { redirect_uri: CALLBACK, ecosystem_uri: PARTNER.uri },
  '/auth/ecosystem/token': { code: 'c', ecosystemId: PARTNER.id, redirectUri: CALLBACK, clientSecret: 's' },
};

/** The field names of every documented request body. */
export function fieldNames(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && typeof value === 'object' && value)
        for (const n of Object.keys(value)) names.add(n);
      walk(value);
    }
  };
  for (const ops of Object.values(doc.paths))
    for (const op of Object.values(ops)) walk((op as { requestBody?: unknown }).requestBody);
  return [...names];
}

/** Request bodies for a route whose accepted body is `valid`. */
export function bodies(names: string[], valid: Record<string, unknown>) {
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
    { weight: 2, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.string() },
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Object.keys(valid)) },
    { weight: 1, arbitrary: fc.constantFrom(...names) },
  );
  const changes = fc.array(fc.tuple(key, fc.option(value, { nil: undefined })), {
    minLength: 1,
    maxLength: 3,
  });
  const mutated = changes.map((c) => JSON.stringify({ ...valid, ...Object.fromEntries(c) }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string() },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom(...names), value, { maxKeys: 8 })
        .map((o) => JSON.stringify(o)),
    },
    { weight: 5, arbitrary: mutated },
  );
}
