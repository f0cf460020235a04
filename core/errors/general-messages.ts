/**
 * The generic and transport texts of spec §8, word for word: what every widget family and the
 * server can show whatever the screen. Apart from the full catalogue (./messages.ts, which
 * includes them) so a bundle that shows only these does not carry every area's texts.
 */
import { PLEASE_FILL_REQUIRED } from './shared-texts';

/** §8's generic texts (a part of `MESSAGES`). */
export const GENERAL_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongLower: 'something went wrong',
  somethingIsNotRight: 'Something is not right',
  crashHeading: 'Something is not right.',
  errorTryAgain: 'Error,Try Again!',
  internetConnectionLost: 'Internet connection lost',
  invalidRequest: 'Invalid request',
  sessionExpired: 'Session expired please login again',
  badRequest: 'Bad request',
  pleaseFillRequired: PLEASE_FILL_REQUIRED,
} as const;
