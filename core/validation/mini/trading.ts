/**
 * The trading screens' validation for the widgets, in zod/mini: the twins of the classic
 * trading forms (bid amount, pool filters, stipulations, tapes, transfers, amounts) with the
 * same export names and messages, plus the zod-free values and rules of `values.ts`. Importing
 * this entry does not pull the sign-in forms in; `mini.trading-equivalence.test.ts` holds every
 * twin to its classic form's verdicts and messages.
 */
export * from './amount-field';
export * from './bid-amount';
export { fieldErrors, optionalField, requiredText, validate } from './field-kit';
export * from './filter-form';
export * from './stipulation-forms';
export * from './tape-forms';
export * from './transfer-forms';
export * from './values';
