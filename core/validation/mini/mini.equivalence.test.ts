import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as classicZ from 'zod';
import * as miniZ from 'zod/mini';
import { forgotPasswordForm } from '../forgot-password-form';
import { loginForm } from '../login-form';
import { registerBusinessForm } from '../register-business-form';
import { signupForm } from '../signup-form';
import { socialCompletionForm } from '../social-completion-form';
import * as mini from './forms';

/**
 * The widgets validate with the zod/mini forms, the server with the classic ones: for any input
 * both must agree on success, on the parsed value, and on every message at every path.
 */
const PAIRS = {
  loginForm: [loginForm, mini.loginForm],
  signupForm: [signupForm, mini.signupForm],
  registerBusinessForm: [registerBusinessForm, mini.registerBusinessForm],
  forgotPasswordForm: [forgotPasswordForm, mini.forgotPasswordForm],
  socialCompletionForm: [socialCompletionForm, mini.socialCompletionForm],
} as const;

type Pair = { name: string; classic: classicZ.ZodType; mini: miniZ.ZodMiniType };

function pairs(): Pair[] {
  const out: Pair[] = [];
  const walk = (name: string, a: unknown, b: unknown) => {
    if (a instanceof classicZ.ZodType) out.push({ name, classic: a, mini: b as miniZ.ZodMiniType });
    else
      for (const key of Object.keys(a as object))
        walk(`${name}.${key}`, (a as never)[key], (b as never)[key]);
  };
  for (const [name, [a, b]] of Object.entries(PAIRS)) walk(name, a, b);
  return out;
}

/** Mostly valid values per field, so whole forms often pass and their parsed values are compared too. */
const VALID: Record<string, unknown[]> = {
  username: ['lender@demo.test', 'user_01', '9876543210', ' ana+loans@x.com '],
  password: ['Demo@2026!', 'Secret@2026'],
  newPassword: ['Demo@2026!', 'Secret@2026'],
  confirmPassword: ['Demo@2026!', 'Secret@2026'],
  mobile: ['9876543210', ' 9123456789 '],
  mobile_no: ['9876543210', ' 9123456789 '],
  otp: ['12345', ' 54321'],
  email: ['lender@demo.test', ' meera-nair@my-company.test '],
  firstname: ['Ana', 'José Maria'],
  lastname: ['Rao', 'Zoë'],
  first_name: ['Ana', 'José Maria'],
  last_name: ['Rao', 'Zoë'],
  countryCode: ['+91', '+1'],
  referred_by: ['ab12cd', ' XY9 ', ''],
  referral_code: ['ab12cd', ' XY9 ', ''],
  ageConfirmed: [true],
  business_name: ['Green Acres', 'Green_Acres-2'],
  business_type: ['Private Limited', 'Trust Association Society'],
  business_master_category: ['Agriculture', '', ' eCommerce '],
  accountType: ['personal', 'business'],
};

/** Values that break one rule or another, tried in every field. */
const ANY: unknown[] = [
  '',
  '   ',
  'a b#c',
  'bad@',
  '5876543210',
  '98765432101',
  '1234a',
  'short',
  'Demo 2026!',
  'ab-12',
  '+44',
  'Nope',
  'Acres!',
  false,
  null,
  42,
  ['x'],
  { a: 1 },
  'x'.repeat(300),
];

const field = (key: string) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...(VALID[key] ?? ANY)) },
    { weight: 1, arbitrary: fc.constantFrom(...ANY) },
  );

const inputs = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record(Object.fromEntries(Object.keys(VALID).map((k) => [k, field(k)])), {
      requiredKeys: [],
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 'text', 7, []) },
);

function outcome(result: {
  success: boolean;
  data?: unknown;
  error?: { issues: readonly classicZ.core.$ZodIssueBase[] };
}) {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: result.error!.issues.map((i) => [i.path.map(String).join('.'), i.message]) };
}

describe('the widgets’ zod/mini sign-in forms agree with the server’s classic forms', () => {
  for (const { name, classic, mini: m } of pairs()) {
    it(`${name}: same success, value and messages for any input`, () => {
      fc.assert(
        fc.property(inputs, (input) => {
          expect(outcome(miniZ.safeParse(m, input))).toEqual(outcome(classic.safeParse(input)));
        }),
        { numRuns: 400 },
      );
    });
  }

  it('covers every form and step of both flavours', () => {
    expect(pairs().map((p) => p.name)).toHaveLength(22);
  });
});
