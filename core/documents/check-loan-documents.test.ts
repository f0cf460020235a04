import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import {
  aLoan,
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { checkLoanDocuments } from './check-loan-documents';
import { uploadMissingDocument } from './loan-documents';
import { REQUIRED_DOCUMENTS } from './required-documents';

describe('checking a loan\u2019s documents', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'));
    await f.startDd(INVESTOR.userId, DD_FIRM.userId);
  });
  const uploadAll = async (type: 'Core' | 'Additional') => {
    for (const d of REQUIRED_DOCUMENTS.filter((r) => r.type === type)) {
      const [blobName = ''] = await f.uploads(LENDER.userId, `${d.docName}.pdf`);
      await uploadMissingDocument(f.deps, LENDER, { loanId: 'loan-1', docName: d.docName, blobName });
    }
  };
  const check = (actor = INVESTOR) => checkLoanDocuments(f.deps, actor, { loanId: 'loan-1' });

  it('is red with every document listed as missing for an empty file', async () => {
    const r = await check();
    expect(r.ok && r.value.view.text).toBe(MESSAGES.docStatusCritical);
    expect(r.ok && r.value.docCheckModels.every((m) => !m.isDocAvailable)).toBe(true);
    expect(r.ok && r.value.docCheckModels).toHaveLength(REQUIRED_DOCUMENTS.length);
  });

  it('turns amber once the core set is uploaded, then green with the additional set', async () => {
    await uploadAll('Core');
    const amber = await check();
    expect(amber.ok && amber.value.view.status).toBe('amber');
    await uploadAll('Additional');
    const green = await check(DD_FIRM);
    expect(green.ok && green.value.view).toMatchObject({
      status: 'green',
      message: MESSAGES.documentsComplete,
    });
  });

  it('is open to the DD investor but not to an unrelated investor', async () => {
    const r = await check(INVESTOR2);
    expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'DOCUMENT.CHECK_FORBIDDEN' });
  });
});
