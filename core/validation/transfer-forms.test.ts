import { describe, expect, it } from 'vitest';
import { SERVICERS } from './constants';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  assignServicerForm,
  checkRepriceSelection,
  checkTransferSelection,
  ddStartForm,
  repriceForm,
} from './transfer-forms';

describe('reprice', () => {
  it('takes a reason and a new price of at least 0.01, in cents', () => {
    expect(repriceForm.parse({ reason: ' appraisal came in low ', new_price: '0.01' })).toEqual({
      reason: 'appraisal came in low',
      new_price: 1,
    });
  });

  it('shows the spec messages', () => {
    expect(fieldErrors(repriceForm, { reason: '', new_price: '' })).toEqual({
      reason: M.reasonRequired,
      new_price: M.priceRequired,
    });
    expect(fieldErrors(repriceForm, { reason: 'r', new_price: 0 })).toEqual({
      new_price: M.priceMustBePositive,
    });
    expect(fieldErrors(repriceForm, { reason: 'r', new_price: 'ten' })).toEqual({
      new_price: M.invalidInput,
    });
  });

  it('works on exactly one selected loan', () => {
    expect(checkRepriceSelection(['L1'])).toEqual({ ok: true, value: 'L1' });
    for (const ids of [[], ['L1', 'L2']]) {
      const r = checkRepriceSelection(ids);
      expect(r.ok ? null : r.error).toMatchObject({
        kind: 'rule_violation',
        message: M.selectExactlyOneLoan,
      });
    }
  });
});

describe('transfer selection', () => {
  it('needs at least one loan and drops repeats', () => {
    expect(checkTransferSelection(['L1', 'L2', 'L1'])).toEqual({ ok: true, value: ['L1', 'L2'] });
    const r = checkTransferSelection([]);
    expect(r.ok ? null : r.error.message).toBe(M.selectAtLeastOneLoan);
  });
});

describe('assign servicer', () => {
  it('takes one of the three servicers and a fee of zero or more', () => {
    expect(SERVICERS).toHaveLength(3);
    const servicerId = SERVICERS[1].id;
    expect(assignServicerForm.parse({ servicerId, servicingPrice: '0' })).toEqual({
      servicerId,
      servicingPrice: 0,
    });
    expect(assignServicerForm.parse({ servicerId, servicingPrice: 25.5 }).servicingPrice).toBe(2550);
  });

  it('requires both', () => {
    expect(fieldErrors(assignServicerForm, { servicingPrice: '' })).toEqual({
      servicerId: M.selectRequiredField,
      servicingPrice: M.servicingFeeRequired,
    });
    expect(fieldErrors(assignServicerForm, { servicerId: SERVICERS[0].id, servicingPrice: '-1' })).toEqual({
      servicingPrice: M.invalidServicingFee,
    });
  });
});

describe('DD start', () => {
  it('needs the second party and the file', () => {
    expect(ddStartForm.parse({ partyB: 'dd-user', blobName: 'blob-1' })).toEqual({
      partyB: 'dd-user',
      blobName: 'blob-1',
    });
    expect(fieldErrors(ddStartForm, {})).toEqual({
      partyB: M.selectRequiredField,
      blobName: M.selectRequiredField,
    });
    expect(M.selectRequiredField).toBe('Please select required field.');
  });
});
