/**
 * Document Preview (spec §2 dialog; §8 download and viewer texts): a stored file fetched with
 * the session and shown inline — a PDF in a frame, an image, a spreadsheet as a table — with a
 * Download button saving it under its own name. A file that cannot be fetched says so in the
 * §8 words of its kind; other types are offered as a download only.
 */
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { DataState } from '../shared/data-state';
import { downloadBlob } from '../shared/download';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from '../stipulations/dialog-open';
import { blobKind, type PreviewKind, previewKind, useDocumentBlob, useObjectUrl } from './document-blob';
import { DOCUMENT_TEXT as T } from './document-text';
import type { DocumentPreviewProps, DocumentRef } from './props';
import { SheetTable } from './sheet-table';

const FAILED: Readonly<Record<PreviewKind, string>> = {
  pdf: T.errorDownloadingPdf,
  image: T.errorDownloadingImage,
  sheet: T.failedToFetchExcel,
  other: T.errorDownloadingFile,
};

function Inline(props: { kind: PreviewKind; blob: Blob; name: string }) {
  const url = useObjectUrl(props.blob);
  if (props.kind === 'sheet') return <SheetTable blob={props.blob} caption={props.name} />;
  if (props.kind === 'other') return <p className="ispz-doc-note">{T.notPreviewable}</p>;
  if (url === null) return <DataState state="loading" />;
  if (props.kind === 'image') return <img className="ispz-doc-image" src={url} alt={props.name} />;
  return <iframe className="ispz-doc-frame" src={url} title={`${T.preview}: ${props.name}`} />;
}

/** The preview of one document, loaded while shown (the dialog's body, or a panel's). */
export function DocumentView(props: { document: DocumentRef; active?: boolean }) {
  const { document } = props;
  const kind = previewKind(document.fileName);
  const file = useDocumentBlob(document, props.active ?? true);
  const blob = file.state === 'ready' ? file.data : undefined;
  return (
    <div className="ispz-doc-view" data-kind={kind}>
      <div className="ispz-doc-view__bar">
        <span className="ispz-doc-view__name" title={document.fileName}>
          {document.fileName}
        </span>
        <Button
          variant="secondary"
          disabled={!blob}
          onClick={() => blob && downloadBlob(blob, document.fileName)}
        >
          {T.download}
        </Button>
      </div>
      {blob ? (
        <Inline kind={blobKind(blob, document.fileName)} blob={blob} name={document.fileName} />
      ) : (
        <DataState state={file.state === 'failed' ? 'failed' : 'loading'} errorText={FAILED[kind]} />
      )}
    </div>
  );
}

/**
 * The Document Preview dialog.
 * @example <DocumentPreview document={{ blobName, fileName: 'deed.pdf', loanId }} trigger={<Button>View</Button>} />
 */
function DocumentPreviewView(props: DocumentPreviewProps) {
  const [open, setOpen] = useDialogOpen(props);
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} size="large" title={T.previewTitle}>
      {open ? <DocumentView document={props.document} /> : null}
    </Dialog>
  );
}

/** DocumentPreview for hosts with or without a `TradingProvider` above it. */
export const DocumentPreview = withTrading(DocumentPreviewView);
