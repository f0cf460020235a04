/**
 * 'Generate The Tape to View or Download' (spec §2; §9 the seven tape types; §7
 * loan_tape_gen_report {loantape_name, report_type, maker_id} → data.report_data.loans; §8
 * "code 400 on report generation shows server message", the Excel download texts; §9
 * download.xlsx). View shows the generated tape as a table; Download saves the same as .xlsx.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { DOWNLOAD_FILE_NAME } from '../../../core/format/export-names';
import { GENERATION_TAPE_TYPES } from '../../../core/validation/constants';
import { tapeGenerationForm } from '../../../core/validation/mini/tape-forms';
import { Button } from '../../kit/button';
import { SelectField } from '../../kit/choice-fields';
import { Dialog } from '../../kit/dialog';
import { Form, SubmitButton } from '../../kit/form';
import { DataTable } from '../../kit/table';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useApiAction, useDownload, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import { useActingId } from '../tapes/use-acting-id';
import { DD_TEXT as T } from './due-diligence-text';
import type { TapeGenerationDialogProps } from './props';

const OPTIONS = GENERATION_TAPE_TYPES.map((t) => ({ value: t, label: t }));
/** One generated loan record and its place in the answer (its row id). */
interface GeneratedRow {
  readonly index: number;
  readonly values: Readonly<Record<string, string | number | null>>;
}
interface Generated {
  readonly type: string;
  readonly headers: readonly string[];
  readonly loans: readonly GeneratedRow[];
}

function TapeGenerationDialogView(props: TapeGenerationDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const makerId = useActingId(open) ?? '';
  const form = useSchemaForm(tapeGenerationForm, { defaultValues: {} });
  const [shown, setShown] = useState<Generated | null>(null);
  const body = (type: string) => ({ loantape_name: props.tapeName, report_type: type, maker_id: makerId });
  const generate = useApiAction(
    (client, type: string) => client.POST('/loan_tape_gen_report', { body: body(type) }),
    {
      toast: 'errors',
    },
  );
  const download = useDownload(
    (client) =>
      client.POST('/loan_tape_gen_report', {
        params: { query: { format: 'xlsx' } },
        body: body(String(form.getValues('report_type') ?? '')),
        parseAs: 'blob',
      }),
    { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel },
  );

  const onView = async (values: { report_type: string }) => {
    const done = await generate.run(values.report_type);
    if (!done.ok || typeof done.data === 'string') return;
    const data = done.data.data;
    const loans = data.report_data.loans.map((values, index) => ({ index, values }));
    setShown({ type: data.report_type, headers: data.headers, loans });
  };
  const onDownload = async () => {
    if (await form.trigger('report_type')) await download.run(DOWNLOAD_FILE_NAME);
  };

  const columns = (shown?.headers ?? []).map((h) => ({
    id: h,
    header: h,
    value: (r: GeneratedRow) => r.values[h] ?? '',
  }));
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.generateTitle} size="large">
      <p className="ispz-dd__muted">
        {T.tapeLabel}: <strong>{props.tapeName}</strong>
      </p>
      <Form form={form} onValid={onView} aria-label={T.generateTitle} className="ispz-dd__generate">
        <SelectField
          name="report_type"
          label={T.reportTypeLabel}
          options={OPTIONS}
          placeholder={T.tapeTypePlaceholder}
        />
        <div className="ispz-dd__actions">
          <Button
            variant="secondary"
            onClick={onDownload}
            pending={download.pending}
            disabled={makerId === ''}
          >
            {T.download}
          </Button>
          <SubmitButton pending={generate.pending} disabled={makerId === ''}>
            {T.view}
          </SubmitButton>
        </div>
      </Form>
      {shown ? (
        <DataTable
          label={T.generatedTape(shown.type)}
          columns={columns}
          rows={shown.loans}
          getRowId={(row) => String(row.index)}
          maxHeight="50vh"
        />
      ) : null}
    </Dialog>
  );
}

/**
 * The tape-generation dialog of a due-diligence firm for one tape.
 * @example <TapeGenerationDialog tapeName="Spring" open={open} onOpenChange={setOpen} />
 */
export const TapeGenerationDialog = withTrading(TapeGenerationDialogView);
