/**
 * The documents a whole-loan file must hold for the check of spec §4. The spec names the two
 * types (Core, Additional) but not the list; this is the usual closing file of a US
 * residential mortgage: without the Core set a buyer cannot verify the loan, the Additional
 * set completes it. A deployment may pass its own list.
 */
import type { DocCheckModel, DocumentType } from './document-check';
import { type LoanDocument, sameDocumentName } from './loan-document';

export interface RequiredDocument {
  readonly docName: string;
  readonly type: DocumentType;
}

/** The default checklist. */
export const REQUIRED_DOCUMENTS: readonly RequiredDocument[] = [
  { docName: 'Promissory Note', type: 'Core' },
  { docName: 'Deed of Trust', type: 'Core' },
  { docName: 'Closing Disclosure', type: 'Core' },
  { docName: 'Loan Application', type: 'Core' },
  { docName: 'Appraisal Report', type: 'Core' },
  { docName: 'Title Policy', type: 'Core' },
  { docName: 'Flood Certificate', type: 'Additional' },
  { docName: 'Hazard Insurance', type: 'Additional' },
  { docName: 'Credit Report', type: 'Additional' },
  { docName: 'Income Verification', type: 'Additional' },
];

/**
 * Checks a loan's documents against `checklist`: a required document is available when the
 * loan holds a document of that name (case and spacing ignored) with at least one revision.
 */
export function checkDocuments(
  checklist: readonly RequiredDocument[],
  docs: readonly LoanDocument[],
): DocCheckModel[] {
  return checklist.map((required) => ({
    type: required.type,
    docName: required.docName,
    isDocAvailable: docs.some(
      (d) => sameDocumentName(d.documentName, required.docName) && d.revisions.length > 0,
    ),
  }));
}
