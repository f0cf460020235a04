/**
 * 'Upload the generated tapes & final docs' (spec §2; §5 "Tape select required before tape
 * upload; no file gives alert 'Please Select an Excel file to upload'", tape uploads .xls,
 * .xlsx, .pdf; §6 the tape types per persona, as the server's screen lists them). Each file
 * goes to `/upload_file?context=tape` as it is picked; Done hands every blob name to the host —
 * the stipulation chat's due-diligence resolve closes the query with them (§4).
 */
import { useState } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { shortenFileName } from '../../../core/validation/file-name';
import { tapeUploadForm } from '../../../core/validation/mini/tape-forms';
import { Button } from '../../kit/button';
import { SelectField } from '../../kit/choice-fields';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FileUpload } from '../../kit/file-upload';
import { Form, SubmitButton } from '../../kit/form';
import { useToast } from '../../kit/toast';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useTrading, withTrading } from '../shared';
import { uploadedBlobName, useMultipartSender } from '../shared/multipart-sender';
import { useDialogOpen } from '../stipulations/dialog-open';
import { DD_TEXT as T } from './due-diligence-text';
import type { FinalDocsUploadDialogProps, FinalDocUpload } from './props';

function FinalDocsUploadDialogView(props: FinalDocsUploadDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { persona, readOnly, view } = useTrading();
  const toast = useToast();
  const sender = useMultipartSender();
  const [uploads, setUploads] = useState<readonly FinalDocUpload[]>([]);
  const [missingFile, setMissingFile] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(tapeUploadForm(persona), { defaultValues: { tapeType: '' } as never });
  const tapeType = String(form.watch('tapeType' as never) ?? '');
  const options = view.tapeUploadOptions.map((o) => ({ value: o, label: o }));

  const onUploaded = (body: unknown, fileName: string) => {
    const blobName = uploadedBlobName(body);
    if (!blobName) return;
    setMissingFile(false);
    setUploads((list) => [...list, { tapeType, fileName, blobName }]);
  };

  const onValid = async () => {
    if (uploads.length === 0) {
      setMissingFile(true);
      toast.show(MESSAGES.selectExcelFile, 'error');
      return;
    }
    await props.onUploaded?.(uploads);
    setUploads([]);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.finalDocsTitle}>
      <Form form={form} onValid={onValid} aria-label={T.finalDocsTitle}>
        <SelectField
          name="tapeType"
          label={T.tapeTypeLabel}
          options={options}
          placeholder={T.tapeTypePlaceholder}
          disabled={readOnly}
        />
        <FileUpload
          label={T.fileLabel}
          context="tape"
          send={sender({ path: '/upload_file?context=tape' })}
          disabled={readOnly || tapeType === ''}
          hint={tapeType === '' ? T.pickTypeFirst : undefined}
          onUploaded={onUploaded}
          onBusyChange={setUploading}
        />
        {missingFile ? (
          <p className="ispz-dd__notice" role="alert">
            {MESSAGES.selectExcelFile}
          </p>
        ) : null}
        {uploads.length > 0 ? (
          <section aria-label={T.uploadedList}>
            <h3 className="ispz-dd__subtitle">{T.uploadedList}</h3>
            <ul className="ispz-dd__files">
              {uploads.map((u) => (
                <li key={u.blobName}>
                  <span className="ispz-dd__type">{u.tapeType}</span>{' '}
                  <span title={u.fileName}>{shortenFileName(u.fileName)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {readOnly ? <p className="ispz-dd__muted">{T.readOnly}</p> : null}
        <div className="ispz-dialog__footer">
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <SubmitButton disabled={readOnly || uploading}>{props.submitLabel ?? T.done}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The final docs upload; `onUploaded` gets every file's tape type, name and blob name.
 * @example <FinalDocsUploadDialog open={open} onOpenChange={setOpen} onUploaded={(u) => close(u.map((f) => f.blobName))} />
 */
export const FinalDocsUploadDialog = withTrading(FinalDocsUploadDialogView);
