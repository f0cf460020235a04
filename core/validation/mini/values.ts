/**
 * The validation values and rules the widgets need that are no schema at all: the §9
 * constants and option lists, the §5 messages, the upload rules, file-name shortening and the
 * trading screens' schema-free rules (bid typing, the effective pool filter, selections, tape
 * uploads). Importing this module pulls in no zod — `values.test.ts` walks its imports to hold
 * it to that — so a widget that only offers choices or shows texts costs no schema library.
 */
export * from '../constants';
export * from '../file-name';
export { VALIDATION_MESSAGES } from '../messages';
export * from '../pool-filter';
export * from '../trading-rules';
export * from '../upload-rules';
