/**
 * The loan-records benchmark's baseline: a bare TanStack Table 9 (+ Virtual) holding every row
 * in the page, sorting, filtering (the FICO range the page hands it, as the pool filters hand
 * the widget theirs) and paging them client-side, with controls named as the widget's (sort
 * buttons named by their column, 'Rows per page', 'Next page'), so one driver measures both.
 */
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_inNumberRange,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { SlimRow } from './widgets-server';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { inNumberRange: filterFn_inNumberRange },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const helper = createColumnHelper<typeof features, SlimRow>();
const columns = helper.columns([
  helper.accessor('loanId', { header: 'Loan ID' }),
  helper.accessor('tape', { header: 'Tape Name' }),
  helper.accessor('amount', { header: 'Loan Amount ($)', sortFn: 'basic' }),
  helper.accessor('tenure', { header: 'Tenure (months)', sortFn: 'basic' }),
  helper.accessor('fico', { header: 'FICO', sortFn: 'basic', filterFn: 'inNumberRange' }),
  helper.accessor('ltv', { header: 'LTV (%)', sortFn: 'basic' }),
  helper.accessor('dti', { header: 'Debt to income (%)', sortFn: 'basic' }),
]);

const ROW_PX = 40;

/** The baseline table over `rows`, all in memory. */
export function BareLoanTable({
  rows,
  ficoRange,
}: {
  rows: readonly SlimRow[];
  ficoRange: [number, number] | null;
}) {
  const table = useTable({
    features,
    columns,
    data: rows as SlimRow[],
    initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
  });
  const scroller = useRef<HTMLDivElement>(null);
  const pageRows = table.getRowModel().rows;
  const virtual = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  useEffect(() => table.getColumn('fico')?.setFilterValue(ficoRange ?? undefined), [table, ficoRange]);
  return (
    <section aria-label="LOAN RECORDS">
      <div ref={scroller} data-scroll style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead style={{ position: 'sticky', top: 0, background: '#fff' }}>
            <tr>
              {table.getHeaderGroups()[0]?.headers.map((header) => (
                <th key={header.id}>
                  <button type="button" onClick={header.column.getToggleSortingHandler()}>
                    <table.FlexRender header={header} />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody style={{ height: virtual.getTotalSize(), position: 'relative', display: 'block' }}>
            {virtual.getVirtualItems().map((item) => {
              const row = pageRows[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  style={{ position: 'absolute', top: item.start, height: ROW_PX, display: 'flex' }}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} style={{ width: 140 }}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <label>
        Rows per page{' '}
        <select
          value={table.state.pagination.pageSize}
          onChange={(e) => table.setPageSize(Number(e.target.value))}
        >
          {[6, 10, 15, 20, 25].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" aria-label="Next page" onClick={() => table.nextPage()}>
        ›
      </button>
      <output>{table.getFilteredRowModel().rows.length} rows</output>
    </section>
  );
}
