/**
 * The widgets' validation, in zod/mini: the sign-in forms and fields of spec §5 and the
 * trading forms (`trading.ts`), with the server's rules and messages (see `field-kit.ts` for
 * why a second flavour exists), plus the schema-free rules, constants and texts
 * (`../sign-in-rules.ts`, `values.ts`). Widgets import from here or, to pull in only what a
 * family needs, from `trading.ts`, `forms.ts` or the zod-free `values.ts`.
 */
export * from '../sign-in-rules';
// Both the sign-in rules and the §9 constants name a referral pattern; the sign-in one (any
// case, upper-cased on the way in) is what the forms here apply.
export { REFERRAL_CODE_PATTERN } from '../sign-in-rules';
export { requiredMatching, withPasswordConfirmation } from './field-kit';
export * from './fields';
export * from './forms';
export * from './trading';
