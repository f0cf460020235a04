/**
 * Shared Documents and the Verified Document viewer (spec §2 loan detail panel; "Verified
 * Document viewer by loan with stage and document dropdowns"). Both pick a stage and a
 * document; Shared Documents lists the picked document's versions (who uploaded what, when,
 * with a preview of each), the viewer shows the newest version inline.
 */
import { formatDateTime } from '../../../core/format/dates';
import { Button } from '../../kit/button';
import { withTrading } from '../shared/with-trading';
import { DocumentPreview, DocumentView } from './document-preview';
import { DOCUMENT_TEXT as T } from './document-text';
import { type LoanDocument, LoanDocumentPicker, latestRevision } from './loan-documents';
import type { LoanDocumentsProps } from './props';

function Versions(props: { document: LoanDocument; loanId: string }) {
  const newestFirst = [...props.document.revisions].reverse();
  return (
    <table className="ispz-doc-table">
      <caption className="ispz-visually-hidden">{props.document.documentName}</caption>
      <thead>
        <tr>
          <th scope="col">{T.version}</th>
          <th scope="col">{T.fileName}</th>
          <th scope="col">{T.documentInfo}</th>
          <th scope="col">{T.uploadedBy}</th>
          <th scope="col">{T.updated}</th>
          <th scope="col">
            <span className="ispz-visually-hidden">{T.preview}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((r) => (
          <tr key={r.version}>
            <td className="ispz-num">{r.version}</td>
            <td>{r.fileNameGiven}</td>
            <td>{r.documentInfo}</td>
            <td>{r.uploaded_by}</td>
            <td>{formatDateTime(r.updated)}</td>
            <td>
              <DocumentPreview
                document={{ blobName: r.blobName, fileName: r.fileNameGiven, loanId: props.loanId }}
                trigger={
                  <Button variant="ghost" aria-label={`${T.preview} ${r.fileNameGiven}`}>
                    {T.preview}
                  </Button>
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shared Documents of a loan: stage, document, then its versions. */
function SharedDocumentsView(props: LoanDocumentsProps) {
  return (
    <section className="ispz-doc-section" aria-label={T.sharedTitle}>
      <h3 className="ispz-doc-heading">{T.sharedTitle}</h3>
      <LoanDocumentPicker loanId={props.loanId}>
        {(document) => <Versions document={document} loanId={props.loanId} />}
      </LoanDocumentPicker>
    </section>
  );
}

/** The Verified Document viewer of a loan: stage, document, then the newest version shown inline. */
function VerifiedDocumentViewerView(props: LoanDocumentsProps) {
  return (
    <section className="ispz-doc-section" aria-label={T.verifiedTitle}>
      <h3 className="ispz-doc-heading">{T.verifiedTitle}</h3>
      <LoanDocumentPicker loanId={props.loanId}>
        {(document) => {
          const revision = latestRevision(document);
          return revision ? (
            <DocumentView
              key={revision.blobName}
              document={{
                blobName: revision.blobName,
                fileName: revision.fileNameGiven,
                loanId: props.loanId,
              }}
            />
          ) : null;
        }}
      </LoanDocumentPicker>
    </section>
  );
}

/** Shared Documents for hosts with or without a `TradingProvider` above it. */
export const SharedDocuments = withTrading(SharedDocumentsView);

/** The Verified Document viewer for hosts with or without a `TradingProvider` above it. */
export const VerifiedDocumentViewer = withTrading(VerifiedDocumentViewerView);
