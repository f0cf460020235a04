/**
 * LOAN RECORDS' server state: one page of `POST /get_loans_list` for the filter, tape, sort,
 * page and page size (the server filters, sorts, pages and counts — never the browser), back
 * to the first page when the filter or the sort changes, and the selection kept as loan ids
 * across pages and sorts with the loans last seen for them (what the Reprice and Transfer
 * dialogs are given).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type TableSort } from '../../kit/table';
import { type QueryState, useApiQuery } from '../shared';
import { sortRequest } from './record-sort';
import type { LoanQuery, LoanRecord } from './records-props';

/** The records table's state and what changes it. */
export interface LoanRecordsState {
  readonly state: QueryState;
  readonly errorText: string;
  readonly reload: () => void;
  readonly rows: readonly LoanRecord[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly setPage: (page: number, pageSize: number) => void;
  /** The column the server sorts by (none: id order). */
  readonly sort: TableSort | null;
  /** Sorts by another column or direction, from the first page. */
  readonly setSort: (sort: TableSort | null) => void;
  readonly selected: readonly string[];
  readonly setSelected: (ids: string[]) => void;
  /** The selected loans among those seen so far. */
  readonly selectedLoans: () => LoanRecord[];
}

const NO_ROWS: readonly LoanRecord[] = [];

/** Loads the page of loans for `filter` (+ `tapeName`) and keeps paging and selection. */
export function useLoanRecords(
  filter: LoanQuery | undefined,
  tapeName: string | undefined,
): LoanRecordsState {
  const [sort, setSort] = useState<TableSort | null>(null);
  const body = useMemo(
    () => ({ ...filter, ...(tapeName ? { tapeName } : {}), ...sortRequest(sort) }),
    [filter, tapeName, sort],
  );
  const serial = JSON.stringify(body);
  const [paging, setPaging] = useState<{ serial: string; page: number; pageSize: number }>({
    serial,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const page = paging.serial === serial ? paging.page : 1;
  const pageSize = paging.pageSize;
  const query = useApiQuery(['get_loans_list', body, page, pageSize], (client, signal) =>
    client.POST('/get_loans_list', { body: { ...body, page, limit: pageSize }, signal }),
  );
  const rows = query.data?.data.docs ?? NO_ROWS;
  const seen = useRef(new Map<string, LoanRecord>());
  for (const row of rows) seen.current.set(row._id, row);

  const [selected, setSelected] = useState<readonly string[]>([]);
  const setPage = useCallback(
    (next: number, size: number) => setPaging({ serial, page: next, pageSize: size }),
    [serial],
  );
  const selectedLoans = useCallback(
    () => selected.map((id) => seen.current.get(id)).filter((loan): loan is LoanRecord => loan !== undefined),
    [selected],
  );
  return {
    state: query.state,
    errorText: query.errorText,
    reload: query.reload,
    rows,
    total: query.data?.data.total ?? 0,
    page,
    pageSize,
    setPage,
    sort,
    setSort,
    selected,
    setSelected: (ids) => setSelected(ids),
    selectedLoans,
  };
}
