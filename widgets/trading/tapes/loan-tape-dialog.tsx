/**
 * One loan's generated tape (spec §2 the due-diligence tape icon of Status & Insights; §7
 * storeTape_Response {loan_id, tapeName, maker_id} → field, key and value rows, downloaded as a
 * spreadsheet; §8 the Excel download texts; §9 download.xlsx).
 */
import { useMemo } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { DOWNLOAD_FILE_NAME } from '../../../core/format/export-names';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { type DataColumn, DataTable } from '../../kit/table';
import { useApiQuery, useDownload, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import type { LoanTapeDialogProps } from './props';
import { TAPES_TEXT as T } from './tapes-text';
import { useActingId } from './use-acting-id';

interface TapeField {
  readonly fieldName: string;
  readonly key: string;
  readonly value: string;
}
const C = T.loanTapeColumns;
const COLUMNS: readonly DataColumn<TapeField>[] = [
  { id: 'field', header: C.field, value: (r) => r.fieldName, sortable: true },
  { id: 'key', header: C.key, value: (r) => r.key },
  { id: 'value', header: C.value, value: (r) => r.value },
];

function LoanTapeDialogView(props: LoanTapeDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly } = useTrading();
  // maker_id names the acting identity: a business user's admin (spec §6), not the session's user.
  const makerId = useActingId(open);
  const body = { loan_id: props.loanId, tapeName: props.tapeName, maker_id: makerId ?? '' };
  const rows = useApiQuery(!open || !makerId ? null : ['loan-tape', body], (client, signal) =>
    client.POST('/storeTape_Response', { body, signal }),
  );
  const data = rows.data;
  const list = useMemo(() => (data && typeof data !== 'string' ? data.data : []), [data]);
  const download = useDownload(
    (client) =>
      client.POST('/storeTape_Response', { params: { query: { format: 'xlsx' } }, body, parseAs: 'blob' }),
    { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel },
  );
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.loanTapeTitle} size="large">
      <p className="ispz-tapes__muted">
        {T.loanIdLabel}: <strong>{props.loanNumber ?? props.loanId}</strong> · {T.tapeLabel}:{' '}
        <strong>{props.tapeName}</strong>
      </p>
      <DataTable
        label={T.loanTapeTitle}
        columns={COLUMNS}
        rows={list}
        getRowId={(r) => r.key}
        state={rows.state}
        errorText={rows.errorText}
        maxHeight="50vh"
      />
      <div className="ispz-dialog__footer">
        <Button
          onClick={() => download.run(DOWNLOAD_FILE_NAME)}
          pending={download.pending}
          disabled={readOnly || list.length === 0}
        >
          {T.exportButton}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * One loan's generated tape with its download.
 * @example <LoanTapeDialog loanId={row._id} tapeName={row.tape_name} open={open} onOpenChange={setOpen} />
 */
export const LoanTapeDialog = withTrading(LoanTapeDialogView);
