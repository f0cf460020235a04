/**
 * Sample answers of the document routes, typed by the API: document checks of each colour
 * (spec §4), a loan's documents with versions in two stages, and files of each preview kind.
 */
import * as XLSX from 'xlsx';
import type { components } from '../../../widgets/api';
import { SAMPLE_PARTIES } from '../support';

type CheckModel =
  components['schemas']['DocumentCheck']['data']['data']['response']['docCheckModels'][number];

/** A `/processUserDocCheck` answer over `models` (status and texts as the server words them). */
export function docCheck(models: CheckModel[]) {
  const status = models.some((m) => m.type === 'Core' && !m.isDocAvailable)
    ? 'red'
    : models.some((m) => !m.isDocAvailable)
      ? 'amber'
      : 'green';
  return {
    success: true,
    data: {
      data: {
        response: { docCheckModels: models, status, statusText: '', message: '', requiredActions: [] },
      },
    },
  } as const;
}

const doc = (docName: string, type: 'Core' | 'Additional', isDocAvailable: boolean): CheckModel => ({
  docName,
  type,
  isDocAvailable,
});

/** Core documents missing: red. */
export const RED_CHECK = docCheck([
  doc('Promissory Note', 'Core', false),
  doc('Appraisal Report', 'Core', true),
  doc('Flood Certificate', 'Additional', false),
]);
/** Only additional documents missing: amber. */
export const AMBER_CHECK = docCheck([
  doc('Promissory Note', 'Core', true),
  doc('Appraisal Report', 'Core', true),
  doc('Flood Certificate', 'Additional', false),
]);
/** Everything present: green. */
export const GREEN_CHECK = docCheck([
  doc('Promissory Note', 'Core', true),
  doc('Appraisal Report', 'Core', true),
  doc('Flood Certificate', 'Additional', true),
]);

export const LOAN = { _id: 'loan-000001', loan_id: 'LN-240017' } as const;

const revision = (version: number, fileNameGiven: string, blobName: string, day: number) => ({
  version,
  fileNameGiven,
  blobName,
  documentInfo: version === 1 ? 'As received from the borrower' : 'Corrected figures',
  uploaded_by: SAMPLE_PARTIES.lender,
  updated: new Date(Date.UTC(2026, 9, day, 14, 30)).toISOString(),
});

/** `/get_loans_list/fetchDocuments` for the sample loan: two stages, versions oldest first. */
export const LOAN_DOCUMENTS = {
  success: true,
  statusText: 'Documents',
  data: {
    _id: LOAN._id,
    stages: ['Origination', 'Due-Diligence'],
    documents: [
      {
        _id: LOAN._id,
        stage_name: 'Origination',
        documentName: 'Appraisal Report',
        revisions: [
          revision(1, 'appraisal-v1.pdf', 'appraisalv1', 3),
          revision(2, 'appraisal-v2.pdf', 'appraisalv2', 9),
        ],
      },
      {
        _id: LOAN._id,
        stage_name: 'Origination',
        documentName: 'Property Photo',
        revisions: [revision(1, 'front.png', 'frontpng', 4)],
      },
      {
        _id: LOAN._id,
        stage_name: 'Due-Diligence',
        documentName: 'Loan Tape',
        revisions: [revision(1, 'tape.xlsx', 'tapexlsx', 12)],
      },
    ],
  },
} as const;

/** A one-page PDF. */
export function pdfBlob(): Blob {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
  return new Blob([pdf], { type: 'application/pdf' });
}

/** A 2×2 PNG. */
export function pngBlob(): Blob {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgzvMHIgYIBQAU3gMhyntjnAAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new Blob([bytes], { type: 'image/png' });
}

/** An .xlsx with a header row and `rows` loans (negative: a sheet with nothing in it). */
export function xlsxBlob(rows: number): Blob {
  const book = XLSX.utils.book_new();
  const data =
    rows < 0
      ? []
      : [
          ['Loan ID', 'Loan Amount ($)', 'FICO'],
          ...Array.from({ length: rows }, (_, i) => [`LN-${240000 + i}`, 250000 + i * 1000, 700 + i]),
        ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Tape');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
