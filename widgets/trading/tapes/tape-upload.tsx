/**
 * A lender's tape import (spec §7 excel_Upload multipart xlsxFile, tapeName, updateTape →
 * message, batch_id; §5 the tape is required, no file gives 'Please Select an Excel file to
 * upload'; §8 'Files Imported SuccessFully.'). The column mapping is picked from the caller's
 * saved and the built-in ones (`/field_mappings`), its columns shown before the upload; the
 * file goes with progress, and the import's edit report follows as a table.
 */
import { type ChangeEvent, useState } from 'react';
import {
  type TapeImportRequest,
  tapeImportFields,
  tapeImportForm,
} from '../../../core/tapes/tape-import-form';
import { UPLOAD_MAX_BYTES } from '../../../core/validation/constants';
import { checkUpload } from '../../../core/validation/upload-rules';
import { CheckboxField, SelectField } from '../../kit/choice-fields';
import { FilePickField } from '../../kit/file-pick-field';
import { Form, SubmitButton } from '../../kit/form';
import { TextField } from '../../kit/text-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useApiQuery, useTrading, withTrading } from '../shared';
import { MappingPreview } from './mapping-preview';
import type { TapeImport, TapeUploadProps } from './props';
import { TapeImportReport } from './tape-import-report';
import { TAPES_TEXT as T } from './tapes-text';
import { useMultipartCall } from './use-multipart-call';

const ACCEPT = '.xlsx,.xls,.csv';

function TapeUploadView(props: TapeUploadProps) {
  const { readOnly } = useTrading();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [imported, setImported] = useState<TapeImport | null>(null);
  const form = useSchemaForm(tapeImportForm, {
    defaultValues: { tapeName: props.tapeName ?? '', mappingName: '', updateTape: false, fileName: '' },
  });
  const mappings = useApiQuery(['field-mappings'], (client, signal) =>
    client.GET('/field_mappings', { signal }),
  );
  const saved = mappings.data?.data ?? [];
  const options = [
    { value: '', label: T.mappingAuto },
    ...saved.map((m) => ({
      value: m.mappingName,
      label: m.builtIn ? `${m.mappingName} ${T.builtIn}` : m.mappingName,
    })),
  ];
  const chosen = saved.find((m) => m.mappingName === form.watch('mappingName'));
  const call = useMultipartCall<TapeImport>();
  const errors = form.formState.errors as Readonly<Record<string, { message?: string } | undefined>>;
  const fileError = refusal ?? errors.fileName?.message;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // One file within 50,000,000 bytes (spec §5); the sheet types are the server's to judge.
    const fits = files.length <= 1 && (files[0]?.size ?? 0) <= UPLOAD_MAX_BYTES;
    const checked = fits ? null : checkUpload(files, 'default');
    const refused = checked && !checked.ok ? checked.error.message : null;
    setRefusal(refused);
    setFile(refused ? null : (files[0] ?? null));
    form.setValue('fileName', refused ? '' : (files[0]?.name ?? ''));
    if (errors.fileName) void form.trigger('fileName');
  };

  const onValid = async (values: TapeImportRequest) => {
    if (!file) return;
    const done = await call.run(
      { path: '/excel_Upload', fieldName: 'xlsxFile', fields: tapeImportFields(values) },
      file,
    );
    if (!done.ok) return;
    setImported(done.body);
    props.onImported?.(done.body);
  };

  return (
    <section className="ispz-tapes" aria-label={T.uploadTitle}>
      <Form form={form} onValid={onValid} aria-label={T.uploadTitle} className="ispz-tapes__form">
        <TextField
          name="tapeName"
          label={T.tapeNameLabel}
          readOnly={props.tapeName !== undefined}
          disabled={readOnly}
        />
        <SelectField
          name="mappingName"
          label={T.mappingLabel}
          options={options}
          placeholder={null}
          disabled={readOnly}
        />
        <CheckboxField name="updateTape" label={T.updateLabel} disabled={readOnly} />
        <FilePickField
          label={T.fileLabel}
          accept={ACCEPT}
          disabled={readOnly || call.pending}
          error={fileError}
          onPick={onPick}
        />
        {call.percent !== null ? (
          <p className="ispz-tapes__progress" role="status">
            <progress value={call.percent} max={100} aria-label={T.importing(call.percent)} />{' '}
            {T.importing(call.percent)}
          </p>
        ) : null}
        {readOnly ? <p className="ispz-tapes__muted">{T.readOnly}</p> : null}
        <div className="ispz-tapes__actions">
          <SubmitButton disabled={readOnly} pending={call.pending}>
            {T.importButton}
          </SubmitButton>
        </div>
      </Form>
      {chosen ? <MappingPreview mapping={chosen} /> : null}
      {imported ? <TapeImportReport imported={imported} /> : null}
    </section>
  );
}

/**
 * The tape import with its mapping and edit report.
 * @example <TapeUpload tapeName="Spring" onImported={(a) => reload()} />
 */
export const TapeUpload = withTrading(TapeUploadView);
