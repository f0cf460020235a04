/**
 * Document Status Details (spec §2 dialog; §4 colours; §8 modal texts): the loan's document
 * check from `/processUserDocCheck`, drawn as core's `documentStatusView` says — the coloured
 * status with its words, the §8 sentence, the required actions and the documents, each Core or
 * Additional and present or missing. A failed check shows grey 'Status Unknown' (spec §8).
 * From here the loan's owner opens Update Missing Document (disabled on read-only pages).
 */
import { useState } from 'react';
import { type DocCheckModel, documentStatusView } from '../../../core/documents/document-check';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { StatusBadge } from '../../kit/status-badge';
import { DataState } from '../shared/data-state';
import { useTrading } from '../shared/trading-context';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from '../stipulations/dialog-open';
import { DOCUMENT_TEXT as T } from './document-text';
import type { DocumentStatusDialogProps } from './props';
import { UpdateMissingDocumentDialog } from './update-missing-document';

/** The check's documents, or null when the check could not be made (grey). */
function useDocumentCheck(loanId: string, open: boolean) {
  const query = useApiQuery(open ? ['processUserDocCheck', loanId] : null, (client, signal) =>
    client.POST('/processUserDocCheck', { body: { loan_id: loanId }, signal }),
  );
  const models: readonly DocCheckModel[] | null =
    query.state === 'ready' ? (query.data?.data.data.response.docCheckModels ?? null) : null;
  return { query, models };
}

/** The status, the §8 sentence, the required actions and the document list. */
export function DocumentStatusDetails(props: { models: readonly DocCheckModel[] | null }) {
  const view = documentStatusView(props.models);
  return (
    <div className="ispz-doc-status" data-status={view.colour}>
      <StatusBadge colour={view.colour}>{view.text}</StatusBadge>
      <p className="ispz-doc-status__message">{view.message}</p>
      {view.requiredActions.length > 0 ? (
        <section aria-label={T.requiredActions}>
          <h3 className="ispz-doc-heading">{T.requiredActions}</h3>
          <ul className="ispz-doc-actions">
            {view.requiredActions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.models && props.models.length > 0 ? (
        <table className="ispz-doc-table">
          <thead>
            <tr>
              <th scope="col">{T.documentColumn}</th>
              <th scope="col">{T.typeColumn}</th>
              <th scope="col">{T.availableColumn}</th>
            </tr>
          </thead>
          <tbody>
            {props.models.map((m) => (
              <tr key={`${m.type}:${m.docName}`} data-available={m.isDocAvailable}>
                <th scope="row">{m.docName}</th>
                <td>{m.type === 'Core' ? T.core : T.additional}</td>
                <td>
                  <StatusBadge colour={m.isDocAvailable ? 'green' : m.type === 'Core' ? 'red' : 'amber'}>
                    {m.isDocAvailable ? T.present : T.missing}
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * The Document Status Details dialog of one loan.
 * @example <DocumentStatusDialog loanId={loan._id} loanNumber={loan.loan_id} trigger={<DocIcon />} />
 */
function DocumentStatusDialogView(props: DocumentStatusDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly } = useTrading();
  const { query, models } = useDocumentCheck(props.loanId, open);
  const [uploading, setUploading] = useState(false);
  const missing = documentStatusView(models).missing;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      size="large"
      title={T.statusTitle}
      description={T.loanId(props.loanNumber ?? props.loanId)}
      footer={
        <UpdateMissingDocumentDialog
          loanId={props.loanId}
          docName={missing[0]?.docName}
          open={uploading}
          onOpenChange={setUploading}
          onUploaded={query.reload}
          trigger={
            <Button variant="primary" disabled={readOnly || query.state === 'loading'}>
              {T.uploadMissing}
            </Button>
          }
        />
      }
    >
      {query.state === 'loading' ? <DataState state="loading" /> : <DocumentStatusDetails models={models} />}
    </Dialog>
  );
}

/** DocumentStatusDialog for hosts with or without a `TradingProvider` above it. */
export const DocumentStatusDialog = withTrading(DocumentStatusDialogView);
