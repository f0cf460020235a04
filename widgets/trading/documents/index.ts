/**
 * The document widgets of the trading family (spec §2 dialogs "Document Status Details",
 * "Update Missing Document", "Document Preview"; the Verified Document viewer and Shared
 * Documents of the loan detail panel; §4 document colours; §8 modal and viewer texts):
 * `DocumentStatusDialog`, `UpdateMissingDocumentDialog`, `DocumentPreview`,
 * `VerifiedDocumentViewer`, `SharedDocuments`. Spreadsheets are previewed by a small reader of
 * the first sheet (`readFirstSheet`) over the browser's own inflate, not a spreadsheet library.
 */
export type {
  DocumentDialogHost,
  DocumentPreviewProps,
  DocumentRef,
  DocumentStatusDialogProps,
  LoanDocumentsProps,
  UpdateMissingDocumentDialogProps,
} from './props';
export { readFirstSheet, SHEET_LIMITS, type SheetPreview } from './xlsx-sheet';
