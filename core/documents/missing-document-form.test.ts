/** The Update Missing Document form asks for a name and an uploaded file, with the spec's words. */
import { describe, expect, it } from 'vitest';
import { missingDocumentForm } from './missing-document-form';

const messages = (value: unknown) =>
  Object.fromEntries(
    (missingDocumentForm.safeParse(value).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('missingDocumentForm', () => {
  it('asks for the document name and the file', () => {
    expect(messages({ docName: '  ', blobName: '' })).toEqual({
      docName: 'Document Name is required',
      blobName: 'Please select file to upload',
    });
  });

  it('accepts a named, uploaded document', () => {
    const parsed = missingDocumentForm.safeParse({
      docName: 'Appraisal',
      blobName: 'ab12.pdf',
      fileNameGiven: 'a.pdf',
    });
    expect(parsed.success && parsed.data).toEqual({
      docName: 'Appraisal',
      blobName: 'ab12.pdf',
      fileNameGiven: 'a.pdf',
    });
  });
});
