/**
 * The document area's custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-document-status loan-id loan-number open>`, `<ispz-missing-document loan-id doc-name
 * open>`, `<ispz-document-preview open>` (its `document` set as a property: blobName, fileName,
 * loanId …), `<ispz-verified-documents loan-id>` and `<ispz-shared-documents loan-id>`. A filed
 * document becomes `ispz:document-uploaded`.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared/with-trading';
import { DocumentPreview } from './document-preview';
import { DocumentStatusDialog } from './document-status-dialog';
import type {
  DocumentPreviewProps,
  DocumentStatusDialogProps,
  LoanDocumentsProps,
  UpdateMissingDocumentDialogProps,
} from './props';
import { SharedDocuments, VerifiedDocumentViewer } from './shared-documents';
import { UpdateMissingDocumentDialog } from './update-missing-document';

const OPEN = { name: 'open', prop: 'open', kind: 'boolean' } as const;

/** The document area's element rows. */
export const DOCUMENTS_ELEMENTS: readonly TableEntry[] = [
  elementSpec<DocumentStatusDialogProps & TradingWidgetProps>({
    tag: 'ispz-document-status',
    component: DocumentStatusDialog,
    attributes: [{ name: 'loan-id', prop: 'loanId' }, { name: 'loan-number', prop: 'loanNumber' }, OPEN],
  }),
  elementSpec<UpdateMissingDocumentDialogProps & TradingWidgetProps>({
    tag: 'ispz-missing-document',
    component: UpdateMissingDocumentDialog,
    attributes: [{ name: 'loan-id', prop: 'loanId' }, { name: 'doc-name', prop: 'docName' }, OPEN],
    events: { onUploaded: { type: 'ispz:document-uploaded', detail: (name) => ({ docName: String(name) }) } },
  }),
  elementSpec<DocumentPreviewProps & TradingWidgetProps>({
    tag: 'ispz-document-preview',
    component: DocumentPreview,
    attributes: [OPEN],
  }),
  elementSpec<LoanDocumentsProps & TradingWidgetProps>({
    tag: 'ispz-verified-documents',
    component: VerifiedDocumentViewer,
    attributes: [{ name: 'loan-id', prop: 'loanId' }],
  }),
  elementSpec<LoanDocumentsProps & TradingWidgetProps>({
    tag: 'ispz-shared-documents',
    component: SharedDocuments,
    attributes: [{ name: 'loan-id', prop: 'loanId' }],
  }),
];
