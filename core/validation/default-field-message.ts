/**
 * The text of a field failure whose schema names none. Every §5 rule carries the spec's own
 * message; a bound the spec does not word (an id's length, a value's type, an unknown option)
 * would otherwise answer in zod's English ('Invalid input: expected string, received number'),
 * which is no text of the platform. Those answer spec §5's generic field check instead:
 * 'please enter the valid details'.
 *
 * Installed once, as zod's global error customisation, when this module is first imported:
 * field-kit (every use case's `validate`) and the HTTP error mapping import it, so the server,
 * the CLI and the widgets all agree. A message given on a schema, or on a parse, still wins.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** spec §5 "Generic field check". */
export const DEFAULT_FIELD_MESSAGE = VALIDATION_MESSAGES.enterValidDetails;

z.config({ customError: () => DEFAULT_FIELD_MESSAGE });
