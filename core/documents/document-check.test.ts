import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { type DocCheckModel, documentCheckStatus, documentStatusView } from './document-check';

const model = fc.record({
  type: fc.constantFrom('Core' as const, 'Additional' as const),
  isDocAvailable: fc.boolean(),
  docName: fc.string({ minLength: 1, maxLength: 20 }),
});
const models = fc.array(model, { minLength: 1, maxLength: 15 });
const missing = (ms: readonly DocCheckModel[], type: DocCheckModel['type']) =>
  ms.some((m) => m.type === type && !m.isDocAvailable);

describe('document check status', () => {
  it('is red iff a core document is missing', () => {
    fc.assert(fc.property(models, (ms) => (documentCheckStatus(ms) === 'red') === missing(ms, 'Core')));
  });

  it('is amber iff no core but an additional document is missing', () => {
    fc.assert(
      fc.property(
        models,
        (ms) => (documentCheckStatus(ms) === 'amber') === (!missing(ms, 'Core') && missing(ms, 'Additional')),
      ),
    );
  });

  it('is green iff every listed document is present', () => {
    fc.assert(
      fc.property(
        models,
        (ms) => (documentCheckStatus(ms) === 'green') === ms.every((m) => m.isDocAvailable),
      ),
    );
  });

  it('is unknown (grey) when the check failed or listed nothing', () => {
    expect(documentCheckStatus(null)).toBeNull();
    expect(documentCheckStatus([])).toBeNull();
    expect(documentStatusView(null)).toMatchObject({ text: MESSAGES.docStatusUnknown, colour: 'grey' });
  });
});

describe('document status modal', () => {
  const core = (isDocAvailable: boolean): DocCheckModel => ({
    type: 'Core',
    isDocAvailable,
    docName: 'Note',
  });
  const extra = (isDocAvailable: boolean): DocCheckModel => ({
    type: 'Additional',
    isDocAvailable,
    docName: 'Flood',
  });

  it('shows the critical text, the attention message and the three actions when a core file is missing', () => {
    const view = documentStatusView([core(false), extra(true)]);
    expect(view).toMatchObject({ status: 'red', text: MESSAGES.docStatusCritical, colour: 'red' });
    expect(view.message).toBe(MESSAGES.documentsNeedAttention);
    expect(view.requiredActions).toEqual([
      MESSAGES.reviewMissingDocuments,
      MESSAGES.uploadRemainingFiles,
      MESSAGES.verifyDocumentQuality,
    ]);
    expect(view.missing.map((m) => m.docName)).toEqual(['Note']);
  });

  it('warns in amber when only additional files are missing', () => {
    expect(documentStatusView([core(true), extra(false)])).toMatchObject({
      status: 'amber',
      text: MESSAGES.docStatusWarning,
      message: MESSAGES.documentsNeedAttention,
    });
  });

  it('reads complete with no actions when every file is present', () => {
    expect(documentStatusView([core(true), extra(true)])).toEqual({
      status: 'green',
      text: MESSAGES.docStatusComplete,
      colour: 'green',
      message: MESSAGES.documentsComplete,
      requiredActions: [],
      missing: [],
    });
  });
});
