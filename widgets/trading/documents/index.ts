/**
 * The document widgets of the trading family (spec §2 dialogs "Document Status Details",
 * "Update Missing Document", "Document Preview"; the Verified Document viewer and Shared
 * Documents of the loan detail panel; §4 document colours; §8 modal and viewer texts):
 * `DocumentStatusDialog`, `UpdateMissingDocumentDialog`, `DocumentPreview`,
 * `VerifiedDocumentViewer`, `SharedDocuments`. Spreadsheets are previewed by a small reader of
 * the first sheet (`readFirstSheet`) over the browser's own inflate, not a spreadsheet library.
 * Files go to `/upload_file` through the family's multipart sender (XHR with progress).
 */
export { type PreviewKind, previewKind } from './document-blob';
export { DocumentPreview, DocumentView } from './document-preview';
export { DocumentStatusDetails, DocumentStatusDialog } from './document-status-dialog';
export { DOCUMENTS_ELEMENTS } from './elements';
export type {
  DocumentDialogHost,
  DocumentPreviewProps,
  DocumentRef,
  DocumentStatusDialogProps,
  LoanDocumentsProps,
  UpdateMissingDocumentDialogProps,
} from './props';
export { SharedDocuments, VerifiedDocumentViewer } from './shared-documents';
export { documentsCss } from './styles';
export { UpdateMissingDocumentDialog } from './update-missing-document';
export { uploadedBlobName, useUploadSender } from './upload-sender';
export { readFirstSheet, SHEET_LIMITS, type SheetPreview } from './xlsx-sheet';
