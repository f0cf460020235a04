/**
 * Import Loan Files on the stakeholder grid (spec §2, §6): a loan tape file imported into the
 * grid's tape (`POST /excel_Upload`) with the kit's upload and its progress. The spec shows
 * 'Files Imported SuccessFully.' whatever the answer (§8); the upload's own line still says
 * how the file fared.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FileUpload } from '../../kit/file-upload';
import { useToast } from '../../kit/toast';
import { GRIDS_TEXT } from './grids-text';
import { useImportSender } from './import-sender';

/** Props of {@link ImportLoanFiles}. */
export interface ImportLoanFilesProps {
  readonly tapeName: string;
  readonly disabled?: boolean;
  readonly onImported?: () => void;
}

/** The Import Loan Files button and its upload dialog. */
export function ImportLoanFiles(props: ImportLoanFilesProps) {
  const send = useImportSender(props.tapeName);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const done = () => {
    toast.show(GRIDS_TEXT.filesImported, 'success');
    props.onImported?.();
  };
  // A file refused before sending (type, size) was never sent: only the upload's line says so.
  const failed = (message: string) => {
    if (message === MESSAGES.uploadError || message === MESSAGES.fileTooBig) done();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={GRIDS_TEXT.importTitle}
      trigger={
        <Button variant="secondary" disabled={props.disabled}>
          {GRIDS_TEXT.importLoanFiles}
        </Button>
      }
      footer={
        <DialogClose>
          <Button variant="secondary">{GRIDS_TEXT.close}</Button>
        </DialogClose>
      }
    >
      <FileUpload
        label={GRIDS_TEXT.importLabel}
        context="tape"
        send={send}
        disabled={props.disabled}
        onUploaded={done}
        onFailed={failed}
      />
    </Dialog>
  );
}
