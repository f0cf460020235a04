import { describe, expect, it } from 'vitest';
import { isCatalogueText, messageKeyOf } from './catalogue';
import { MESSAGES } from './messages';

describe('message catalogue', () => {
  it("keeps the spec's own spellings word for word", () => {
    expect(MESSAGES.filesImported).toBe('Files Imported SuccessFully.');
    expect(MESSAGES.errorInComparison).toBe('Error in comparision');
    expect(MESSAGES.thanksForInterest('ISPz')).toBe('Thanks you for your interest in the ISPz platform');
    expect(MESSAGES.errorTryAgain).toBe('Error,Try Again!');
    expect(MESSAGES.noLoanDataToBid).toBe('There is no loan data ready to bid !');
  });

  it('fills the tape name into the due-diligence texts', () => {
    expect(MESSAGES.startDueDiligence('Tape A')).toBe('Please start the Due Diligence process for Tape A');
    expect(MESSAGES.completeDueDiligence('Tape A')).toBe(
      'Please complete the Due Diligence process for all loans in Tape A before transferring.',
    );
  });

  it('holds no blank text and no text padded with spaces', () => {
    for (const value of Object.values(MESSAGES)) {
      const text = typeof value === 'string' ? value : value('x');
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('gives every fixed text exactly one key, so a text names its key', () => {
    const texts = Object.values(MESSAGES).filter((v) => typeof v === 'string');
    expect(new Set(texts).size).toBe(texts.length);
    expect(messageKeyOf('Loans already transferred')).toBe('loansAlreadyTransferred');
    expect(messageKeyOf('Something went wrong')).toBe('somethingWentWrong');
    expect(messageKeyOf('something went wrong')).toBe('somethingWentWrongLower');
  });

  it('tells catalogue texts from paraphrases', () => {
    expect(isCatalogueText('Stipulation already closed')).toBe(true);
    expect(isCatalogueText('Stipulation Already Closed')).toBe(false);
    expect(isCatalogueText('Files imported successfully.')).toBe(false);
    expect(messageKeyOf('Loans were already transferred')).toBeNull();
  });
});
