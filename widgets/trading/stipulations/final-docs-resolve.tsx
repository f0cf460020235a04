/**
 * The due-diligence resolve (spec §4): a due-diligence firm marks a query resolved only with
 * its final documents — 'Upload the generated tapes & final docs' collects one or more uploaded
 * tapes and documents, then `/stipulations_close` sends them with the final reply and closes
 * the thread. Resolve stays disabled until at least one file is uploaded.
 */
import { useState } from 'react';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FileUpload } from '../../kit/file-upload';
import { uploadedBlobName, useUploadSender } from '../documents/upload-sender';
import { STIPULATION_TEXT as T } from './stipulation-text';

/** Props of `FinalDocsResolve`. */
export interface FinalDocsResolveProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Resolves the thread with the uploaded blob names; true when the server closed it. */
  readonly resolve: (finalDocs: readonly string[]) => Promise<boolean>;
  readonly pending: boolean;
}

interface Uploaded {
  readonly blobName: string;
  readonly fileName: string;
}

/** The final-docs dialog of a due-diligence resolve. */
export function FinalDocsResolve(props: FinalDocsResolveProps) {
  const send = useUploadSender();
  const [files, setFiles] = useState<readonly Uploaded[]>([]);
  const onOpenChange = (open: boolean) => {
    if (!open) setFiles([]);
    props.onOpenChange(open);
  };
  const resolve = async () => {
    if (await props.resolve(files.map((f) => f.blobName))) onOpenChange(false);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={onOpenChange}
      title={T.finalDocsTitle}
      description={T.finalDocsHint}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <Button disabled={files.length === 0} pending={props.pending} onClick={resolve}>
            {T.resolve}
          </Button>
        </>
      }
    >
      <FileUpload
        label={T.file}
        send={send}
        context="tape"
        onUploaded={(body, fileName) => {
          const blobName = uploadedBlobName(body);
          if (blobName)
            setFiles((list) => [...list.filter((f) => f.blobName !== blobName), { blobName, fileName }]);
        }}
      />
      {files.length > 0 ? (
        <ul className="ispz-final-docs" aria-label={T.finalDocsList}>
          {files.map((f) => (
            <li key={f.blobName}>{f.fileName}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
