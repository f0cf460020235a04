import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  canSendStipulationReply,
  newStipulationForm,
  picksStageAndParty,
  stipulationReplyForm,
} from './stipulation-forms';

describe('stipulation reply', () => {
  it('needs a document name, a message and a file', () => {
    const reply = { docName: 'Bank statement', message: 'Attached', blobName: 'blob-9' };
    expect(stipulationReplyForm.parse(reply)).toEqual(reply);
    expect(fieldErrors(stipulationReplyForm, { blobName: 'blob-9' })).toEqual({
      docName: M.documentNameRequired,
      message: M.textareaRequired,
    });
  });

  it('enables Send once a file is uploaded', () => {
    expect(canSendStipulationReply({})).toBe(false);
    expect(canSendStipulationReply({ blobName: ' ' })).toBe(false);
    expect(canSendStipulationReply({ blobName: 'blob-9' })).toBe(true);
  });
});

describe('new stipulation', () => {
  const complete = {
    docInfo: 'Missing 1003',
    stage: 'Due-Diligence',
    partyB: 'dd-1',
    message: 'Please send',
    blobName: 'b',
  };

  it('asks lenders and investors for the stage and the second party', () => {
    expect(picksStageAndParty('investor')).toBe(true);
    expect(newStipulationForm('lender').parse(complete)).toEqual(complete);
    expect(
      fieldErrors(newStipulationForm('investor'), { ...complete, stage: 'Closing', partyB: '' }),
    ).toEqual({
      stage: M.selectRequiredField,
      partyB: M.selectRequiredField,
    });
  });

  it('asks due-diligence and rating-agency users for neither', () => {
    for (const persona of ['due_diligence', 'rating_agency', 'rating_agency_17g5'] as const) {
      expect(picksStageAndParty(persona)).toBe(false);
      expect(newStipulationForm(persona).parse({ docInfo: 'x', message: 'y', blobName: 'b' })).toEqual({
        docInfo: 'x',
        message: 'y',
        blobName: 'b',
      });
    }
  });

  it('asks for the file separately from the other fields', () => {
    expect(fieldErrors(newStipulationForm('due_diligence'), { docInfo: '', message: 'y' })).toEqual({
      docInfo: M.selectRequiredField,
      blobName: M.selectFileToUpload,
    });
  });
});
