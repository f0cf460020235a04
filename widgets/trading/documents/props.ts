/**
 * Props of the document widgets (spec §2 dialogs "Document Status Details", "Update Missing
 * Document", "Document Preview"; the Verified Document viewer and Shared Documents of the loan
 * detail panel). Kept apart from the components so the loan records table and the element rows
 * can type against them. Client, session and read-only flag come from `useTrading()`.
 */
import type { DialogProps } from '../../kit/dialog';

/** How a host opens one of the dialogs: controlled (`open`) or by a `trigger` element. */
export interface DocumentDialogHost {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  readonly trigger?: DialogProps['trigger'];
}

/** Props of `DocumentStatusDialog` (Document Status Details on `/processUserDocCheck`). */
export interface DocumentStatusDialogProps extends DocumentDialogHost {
  /** The loan's `_id`. */
  readonly loanId: string;
  /** The loan number shown in the title; `loanId` when left out. */
  readonly loanNumber?: string;
}

/** Props of `UpdateMissingDocumentDialog` (`/upload_file` then `/uploadMissingDocs`). */
export interface UpdateMissingDocumentDialogProps extends DocumentDialogHost {
  readonly loanId: string;
  /** The document to file the upload as (a missing one of the check); typed by the user when left out. */
  readonly docName?: string;
  /** Called with the filed document's name once the server answered 'Upload successful'. */
  readonly onUploaded?: (docName: string) => void;
}

/** Where a file is kept, so the server can check the caller may read it. */
export interface DocumentRef {
  /** The stored file's name (`blobName`). */
  readonly blobName: string;
  /** The name shown (the uploader's `fileNameGiven` or a document name). */
  readonly fileName: string;
  /** The loan whose documents or threads hold the file. */
  readonly loanId?: string;
  /** The stipulation thread that holds the file. */
  readonly stipulationId?: string;
  /** With `bidderId`: the bid question thread that holds the file. */
  readonly bidId?: string;
  readonly bidderId?: string;
}

/** Props of `DocumentPreview` (pdf and images inline, spreadsheets as a table). */
export interface DocumentPreviewProps extends DocumentDialogHost {
  readonly document: DocumentRef;
}

/** Props of `VerifiedDocumentViewer` and `SharedDocuments` (stage and document pickers). */
export interface LoanDocumentsProps {
  /** The loan's `_id` (`/get_loans_list/fetchDocuments?_id=`). */
  readonly loanId: string;
}
