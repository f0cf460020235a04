/**
 * The sign-in family's validation for the widgets, in zod/mini: the forms and fields of spec §5
 * with the server's rules and messages (see `field-kit.ts` for why a second flavour exists),
 * plus the schema-free rules and texts of `../sign-in-rules.ts`. Widgets import from here.
 */
export { VALIDATION_MESSAGES } from '../messages';
export * from '../sign-in-rules';
export { fieldErrors, optionalField, requiredMatching, requiredText } from './field-kit';
export * from './fields';
export * from './forms';
