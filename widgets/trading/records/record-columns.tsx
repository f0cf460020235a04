/**
 * The LOAN RECORDS columns of spec §2, headers word for word: Loan ID (opens the loan), Tape
 * Name, Loan Amount ($) as §9 money, Tenure (months), FICO, LTV (%), Debt to income (%),
 * Stipulations (chat and view icons) and, where the caller's screen shows it, Status &
 * Insights (document-status, AI/ISTA and — for due diligence — tape icons). The seven data
 * columns sort on the server. Numbers come from the API; colours and texts from core.
 */

import { formatUsd } from '../../../core/format/money';
import { formatTwoDecimals } from '../../../core/format/numbers';
import { istaStatusColour } from '../../../core/format/status-colours';
import { parseDollars } from '../../../core/money/cents';
import type { DataColumn } from '../../kit/table';
import type { TradingScreen } from '../shared';
import { ChatIcon, DocumentIcon, IstaIcon, TapeIcon, ViewIcon } from './record-icons';
import { RECORD_SORT_FIELDS } from './record-sort';
import type { LoanRecord } from './records-props';
import { RECORDS_TEXT as T } from './records-text';

/** What a row's buttons do. */
export interface RecordActions {
  readonly openLoan: (loan: LoanRecord) => void;
  readonly chat: (loan: LoanRecord) => void;
  readonly view: (loan: LoanRecord) => void;
  readonly documentStatus: (loan: LoanRecord) => void;
  readonly tape: (loan: LoanRecord) => void;
}

const params = (loan: LoanRecord) => loan.loanDetails.loan_pool_parameters[0]?.recent_version;

/** A dollar amount of the API as §9 money ('-' for zero or unreadable). */
export function recordAmount(dollars: number): string {
  const amount = parseDollars(dollars);
  return amount === null ? '-' : formatUsd(amount);
}

/** A ratio with two decimals (§9); '-' when the tape reported none. */
const percent = (value: number | null | undefined) => (value == null ? '-' : formatTwoDecimals(value));

function IconButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="ispz-icon-button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function Insights(props: { loan: LoanRecord; view: TradingScreen; actions: RecordActions }) {
  const { loan, view, actions } = props;
  const ista = loan.ista_props.status;
  const colour = istaStatusColour(ista);
  return (
    <span className="ispz-records__icons">
      <IconButton label={T.documentStatus(loan.loan_id)} onClick={() => actions.documentStatus(loan)}>
        <DocumentIcon />
      </IconButton>
      <span
        className={`ispz-records__ista ispz-records__ista--${colour}`}
        role="img"
        aria-label={T.ista(loan.loan_id, ista ?? T.istaNone)}
        title={ista ?? T.istaNone}
      >
        <IstaIcon />
      </span>
      {view.tapeIcon ? (
        <IconButton label={T.tape(loan.loan_id)} onClick={() => actions.tape(loan)}>
          <TapeIcon />
        </IconButton>
      ) : null}
    </span>
  );
}

/** The columns for the caller's screen; `readOnly` disables the chat (spec §6). */
export function recordColumns(view: TradingScreen, actions: RecordActions): DataColumn<LoanRecord>[] {
  const data: DataColumn<LoanRecord>[] = [
    {
      id: 'loan_id',
      header: T.headers.loanId,
      value: (l) => l.loan_id,
      cell: (l) => (
        <button
          type="button"
          className="ispz-records__loan"
          aria-label={T.openLoan(l.loan_id)}
          onClick={() => actions.openLoan(l)}
        >
          {l.loan_id}
        </button>
      ),
    },
    { id: 'tape_name', header: T.headers.tapeName, value: (l) => l.tape_name },
    {
      id: 'loan_value',
      header: T.headers.amount,
      numeric: true,
      value: (l) => l.loan_value,
      cell: (l) => recordAmount(l.loan_value),
    },
    { id: 'tenure', header: T.headers.tenure, numeric: true, value: (l) => params(l)?.tenure },
    { id: 'fico', header: T.headers.fico, numeric: true, value: (l) => params(l)?.fico_score },
    {
      id: 'ltv',
      header: T.headers.ltv,
      numeric: true,
      value: (l) => params(l)?.ltv_value,
      cell: (l) => percent(params(l)?.ltv_value),
    },
    {
      id: 'dti',
      header: T.headers.dti,
      numeric: true,
      value: (l) => params(l)?.debt_to_income_ratio,
      cell: (l) => percent(params(l)?.debt_to_income_ratio),
    },
    {
      id: 'stipulations',
      header: T.headers.stipulations,
      cell: (l) => (
        <span className="ispz-records__icons">
          <IconButton label={T.chat(l.loan_id)} disabled={view.readOnly} onClick={() => actions.chat(l)}>
            <ChatIcon />
          </IconButton>
          <IconButton label={T.view(l.loan_id)} disabled={view.readOnly} onClick={() => actions.view(l)}>
            <ViewIcon />
          </IconButton>
        </span>
      ),
    },
  ];
  // The data columns sort on the server (record-sort.ts): the header is a button with aria-sort.
  const columns = data.map((column) =>
    RECORD_SORT_FIELDS[column.id] ? { ...column, sortable: true } : column,
  );
  if (view.statusInsightsColumn) {
    columns.push({
      id: 'insights',
      header: T.headers.insights,
      cell: (l) => <Insights loan={l} view={view} actions={actions} />,
    });
  }
  return columns;
}
