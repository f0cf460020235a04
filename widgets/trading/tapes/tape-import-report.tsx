/**
 * The staged edit report of a tape import as a table a person can act on: what the import did
 * (rows read, accepted, refused, flagged; loans added, updated, unchanged), then each finding —
 * the row, the column, the edit code, whether it refused the row or only flagged a value, and
 * why — filterable to the refused rows or the flagged values, with the whole report (beyond the
 * first 100) downloaded from the server (§8 Excel texts, §9 download.xlsx).
 */
import { useMemo, useState } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { DOWNLOAD_FILE_NAME } from '../../../core/format/export-names';
import { rejects } from '../../../core/tapes/edits/edit-catalogue';
import { Button } from '../../kit/button';
import { type DataColumn, DataTable } from '../../kit/table';
import { useDownload, withTrading } from '../shared';
import type { TapeFinding, TapeImportReportProps } from './props';
import { TAPES_TEXT as T } from './tapes-text';

type Filter = 'all' | 'rejected' | 'flagged';
interface FindingRow extends TapeFinding {
  readonly id: string;
  readonly outcome: 'rejected' | 'flagged';
}

const COLUMNS: readonly DataColumn<FindingRow>[] = [
  { id: 'row', header: T.columns.row, value: (f) => f.row, numeric: true, sortable: true, width: '5rem' },
  { id: 'column', header: T.columns.column, value: (f) => f.column ?? '', sortable: true },
  { id: 'code', header: T.columns.code, value: (f) => f.code, sortable: true, width: '5rem' },
  {
    id: 'outcome',
    header: T.columns.outcome,
    value: (f) => T.outcome[f.outcome],
    cell: (f) => (
      <span className={`ispz-tapes__outcome ispz-tapes__outcome--${f.outcome}`}>{T.outcome[f.outcome]}</span>
    ),
    sortable: true,
  },
  { id: 'message', header: T.columns.message, value: (f) => f.message },
  { id: 'value', header: T.columns.value, value: (f) => f.value ?? '' },
];

function TapeImportReportView({ imported }: TapeImportReportProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const { report } = imported;
  const rows = useMemo<readonly FindingRow[]>(
    () =>
      report.findings.map((f, i) => ({
        ...f,
        id: `${i}`,
        outcome: rejects(f as Parameters<typeof rejects>[0]) ? 'rejected' : 'flagged',
      })),
    [report.findings],
  );
  const shown = filter === 'all' ? rows : rows.filter((r) => r.outcome === filter);
  const download = useDownload(
    (client) =>
      client.GET('/tape_import_report/{batch_id}', {
        params: { path: { batch_id: imported.batch_id }, query: { format: 'xlsx' } },
        parseAs: 'blob',
      }),
    { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel },
  );
  const counts: readonly [string, number][] = [
    [T.counts.rows, report.rows],
    [T.counts.accepted, report.accepted],
    [T.counts.rejected, report.rejected],
    [T.counts.flagged, report.flagged],
    [T.counts.added, imported.added],
    [T.counts.updated, imported.updated],
    [T.counts.identical, imported.identical],
  ];
  return (
    <section className="ispz-tapes__report" aria-label={T.reportTitle}>
      <h3 className="ispz-tapes__subtitle">
        {T.reportTitle}: {imported.tape_name}
      </h3>
      <dl className="ispz-tapes__counts">
        {counts.map(([label, n]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="ispz-tapes__toolbar">
        <label className="ispz-tapes__filter">
          {T.stageFilter}{' '}
          <select
            className="ispz-input"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as Filter)}
          >
            <option value="all">{T.allStages}</option>
            <option value="rejected">{T.refusedOnly}</option>
            <option value="flagged">{T.flaggedOnly}</option>
          </select>
        </label>
        <Button
          variant="secondary"
          pending={download.pending}
          onClick={() => download.run(DOWNLOAD_FILE_NAME)}
        >
          {T.downloadReport}
        </Button>
      </div>
      {report.findingsTotal > report.findings.length ? (
        <p className="ispz-tapes__muted">{T.partial(report.findings.length, report.findingsTotal)}</p>
      ) : null}
      <DataTable
        label={T.reportTitle}
        columns={COLUMNS}
        rows={shown}
        getRowId={(f) => f.id}
        maxHeight="40vh"
      />
    </section>
  );
}

/**
 * The edit report of an import (`/excel_Upload`'s answer).
 * @example <TapeImportReport imported={answer} />
 */
export const TapeImportReport = withTrading(TapeImportReportView);
