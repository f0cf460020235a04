import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { GENERAL_MESSAGES } from './general-messages';
import { MESSAGES } from './messages';
import * as SHARED from './shared-texts';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

describe('the parts of the message catalogue a bundle can take alone', () => {
  it('are the catalogue’s own entries, key for key and word for word', () => {
    expect(MESSAGES).toMatchObject(GENERAL_MESSAGES);
    expect(MESSAGES).toMatchObject(SIGN_IN_MESSAGES);
  });

  it('the texts §5 shares with §8 are the same strings in both catalogues', () => {
    expect(Object.values(MESSAGES)).toEqual(expect.arrayContaining(Object.values(SHARED)));
    expect(VALIDATION_MESSAGES).toMatchObject({
      referralCodeInvalid: MESSAGES.referralInvalid,
      otpRejected: MESSAGES.invalidOtp,
      fillRequiredFields: MESSAGES.pleaseFillRequired,
      selectOptionToView: MESSAGES.selectOptionToView,
      selectRequiredField: MESSAGES.selectRequiredField,
      enterValidPositiveAmount: MESSAGES.enterValidPositiveAmount,
      invalidInput: MESSAGES.invalidInput,
      selectExcelFile: MESSAGES.selectExcelFile,
    });
  });
});
