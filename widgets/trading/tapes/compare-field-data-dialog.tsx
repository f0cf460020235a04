/**
 * Compare Field Data (spec §2 dialogs; §6 due diligence "field comparison"; §7 compareFieldData
 * {loan_id, tapeName}; §8 'Error in comparision'; §9 compare_fields_{loan}_{tape}.xlsx): the
 * seller tape's value of each field beside the generated tape's, matched Yes or No — in words
 * and colour, never colour alone — with the export of the same rows.
 */
import { useMemo } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { compareFieldsFileName } from '../../../core/format/export-names';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { type DataColumn, DataTable } from '../../kit/table';
import { useApiQuery, useDownload, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import type { CompareFieldDataDialogProps, FieldComparisonRow } from './props';
import { TAPES_TEXT as T } from './tapes-text';

const C = T.compareColumns;
const COLUMNS: readonly DataColumn<FieldComparisonRow>[] = [
  { id: 'field', header: C.field, value: (r) => r.fieldName, sortable: true },
  { id: 'tape', header: C.tape, value: (r) => r.dataValue },
  { id: 'generated', header: C.generated, value: (r) => r.generatedValue },
  {
    id: 'matched',
    header: C.matched,
    value: (r) => r.matched,
    cell: (r) => (
      <span className={`ispz-tapes__match ispz-tapes__match--${r.matched.toLowerCase()}`}>{r.matched}</span>
    ),
    sortable: true,
    width: '7rem',
  },
];

function CompareFieldDataDialogView(props: CompareFieldDataDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly } = useTrading();
  const body = { loan_id: props.loanId, tapeName: props.tapeName };
  const rows = useApiQuery(!open ? null : ['compare-fields', body], (client, signal) =>
    client.POST('/compareFieldData', { body, signal }),
  );
  const data = rows.data;
  const list = useMemo(() => (data && typeof data !== 'string' ? data.data : []), [data]);
  const exportRows = useDownload(
    (client) =>
      client.POST('/compareFieldData', { params: { query: { format: 'xlsx' } }, body, parseAs: 'blob' }),
    { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel },
  );
  const loanNumber = props.loanNumber ?? props.loanId;
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.compareTitle} size="large">
      <p className="ispz-tapes__muted">
        {T.loanIdLabel}: <strong>{loanNumber}</strong> · {T.tapeLabel}: <strong>{props.tapeName}</strong>
      </p>
      <DataTable
        label={T.compareTitle}
        columns={COLUMNS}
        rows={list}
        getRowId={(r) => r.fieldName}
        state={rows.state}
        errorText={rows.errorText}
        maxHeight="50vh"
      />
      <div className="ispz-dialog__footer">
        <Button
          onClick={() => exportRows.run(compareFieldsFileName(loanNumber, props.tapeName))}
          pending={exportRows.pending}
          disabled={readOnly || rows.state !== 'ready' || list.length === 0}
        >
          {T.exportButton}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Compare Field Data for one loan of a tape.
 * @example <CompareFieldDataDialog loanId={row._id} loanNumber={row.loan_id} tapeName={row.tape_name} open onOpenChange={setOpen} />
 */
export const CompareFieldDataDialog = withTrading(CompareFieldDataDialogView);
