/**
 * DD FULL REVIEW start form (spec §2; §5 "DD start: second party required; file required, else
 * 'Please select required field.'"; §6 "Investor: Start DD"). The second party is picked from
 * the due-diligence firms (`/display_all_lender?persona=Due Diligence`); the engagement file is
 * held until submit, then sent with the party and tape to `/start_due_diligence` with progress.
 */
import { type ChangeEvent, useState } from 'react';
import { ddStartForm } from '../../../core/validation/mini/transfer-forms';
import { acceptAttribute, checkUpload } from '../../../core/validation/upload-rules';
import { Button } from '../../kit/button';
import { SelectField } from '../../kit/choice-fields';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FilePickField } from '../../kit/file-pick-field';
import { Form, SubmitButton } from '../../kit/form';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useApiQuery, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import { useMultipartCall } from '../tapes/use-multipart-call';
import { DD_TEXT as T } from './due-diligence-text';
import type { DdStartDialogProps, DueDiligenceCase } from './props';

const FIRMS = 'Due Diligence';

function DdStartDialogView(props: DdStartDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly } = useTrading();
  const [file, setFile] = useState<File | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const form = useSchemaForm(ddStartForm, { defaultValues: { partyB: '', blobName: '' } });
  const firms = useApiQuery(['dd-firms'], (client, signal) =>
    client.GET('/display_all_lender', { params: { query: { persona: FIRMS } }, signal }),
  );
  const start = useMultipartCall<{ data: DueDiligenceCase }>();
  const options = (firms.data?.data ?? []).map((f) => ({ value: f.user_id, label: f.first_name }));
  const errors = form.formState.errors as Readonly<Record<string, { message?: string } | undefined>>;
  const fileError = fileRefusal ?? errors.blobName?.message;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    const checked = checkUpload(files, 'default');
    setFile(checked.ok ? files[0]! : null);
    setFileRefusal(checked.ok ? null : checked.error.message);
    form.setValue('blobName', checked.ok ? files[0]!.name : '');
    if (errors.blobName) void form.trigger('blobName');
  };

  const onValid = async (values: { partyB: string }) => {
    if (!file) return;
    const done = await start.run(
      { path: '/start_due_diligence', fields: { partyB: values.partyB, tapeName: props.tapeName } },
      file,
    );
    if (!done.ok) return;
    props.onStarted?.(done.body.data);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.startTitle}>
      <p className="ispz-dd__muted">
        {T.tapeLabel}: <strong>{props.tapeName}</strong>
      </p>
      <Form form={form} onValid={onValid} aria-label={T.startTitle}>
        <SelectField
          name="partyB"
          label={T.secondPartyLabel}
          options={options}
          placeholder={T.secondPartyPlaceholder}
          disabled={readOnly}
        />
        <FilePickField
          label={T.engagementFileLabel}
          accept={acceptAttribute('default')}
          disabled={readOnly || start.pending}
          error={fileError}
          onPick={onPick}
        />
        {start.percent !== null ? (
          <progress
            className="ispz-dd__progress"
            value={start.percent}
            max={100}
            aria-label={T.engagementFileLabel}
          />
        ) : null}
        {readOnly ? <p className="ispz-dd__muted">{T.readOnly}</p> : null}
        <div className="ispz-dialog__footer">
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <SubmitButton disabled={readOnly} pending={start.pending}>
            {T.start}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The DD FULL REVIEW start form for a tape.
 * @example <DdStartDialog tapeName="Spring" open={open} onOpenChange={setOpen} onStarted={reload} />
 */
export const DdStartDialog = withTrading(DdStartDialogView);
