/**
 * The paging footer of a server-paged table (spec §2, §9): the page size among 6/10/15/20/25,
 * 'x–y of N', and previous/next buttons that say what they do. Changing the page size goes
 * back to the first page; the server counts, the table never does.
 */
import { useId } from 'react';
import { TABLE_TEXT } from './table-text';
import { PAGE_SIZES, type TablePaging } from './table-types';

/** The footer under a paged table. */
export function TableFooter(props: { paging: TablePaging }) {
  const { page, pageSize, total, onChange } = props.paging;
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="ispz-table__footer">
      <label className="ispz-table__size" htmlFor={sizeId}>
        {TABLE_TEXT.rowsPerPage}
      </label>
      <select id={sizeId} value={pageSize} onChange={(e) => onChange(1, Number(e.currentTarget.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span className="ispz-table__range" aria-live="polite">
        {TABLE_TEXT.range(from, to, total)}
      </span>
      <button
        type="button"
        className="ispz-table__page"
        aria-label={TABLE_TEXT.previousPage}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
      >
        <Chevron flip />
      </button>
      <button
        type="button"
        className="ispz-table__page"
        aria-label={TABLE_TEXT.nextPage}
        disabled={page >= pages}
        onClick={() => onChange(page + 1, pageSize)}
      >
        <Chevron />
      </button>
    </div>
  );
}

function Chevron(props: { flip?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={props.flip ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
