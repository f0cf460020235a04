/**
 * The shapes `DataTable` is configured with: columns (header, value, cell, numeric), the
 * selection it reports by row id (so it spans server pages), the sort it asks for (applied on
 * the client, or handed to the server), and the server's paging. Kept apart from the component
 * so screens can declare their columns without pulling the table's code.
 */
import type { ReactNode } from 'react';

/** Page sizes of every paged table (spec §2, §9). */
export const PAGE_SIZES = [6, 10, 15, 20, 25] as const;

/** A page size of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The default page size (spec §2, §9). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The fixed row height of the virtualised body, in pixels. */
export const ROW_HEIGHT = 40;

/** One column of a `DataTable`. */
export interface DataColumn<Row> {
  /** Stable id (the sort key handed to the server in manual mode). */
  readonly id: string;
  /** The header's text, word for word from the spec. */
  readonly header: string;
  /** The cell's value: shown when there is no `cell`, and compared when sorting on the client. */
  readonly value?: (row: Row) => string | number | null | undefined;
  /** A custom cell (icons, buttons, formatted money). */
  readonly cell?: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures (UI.md). */
  readonly numeric?: boolean;
  /** The header sorts by this column. */
  readonly sortable?: boolean;
  /** A CSS width for the column (`'8rem'`, `120`). */
  readonly width?: number | string;
}

/** The sort a table shows: a column and a direction. */
export interface TableSort {
  readonly id: string;
  readonly desc: boolean;
}

/** Row selection, owned by the screen and kept as row ids. */
export interface TableSelection<Row> {
  readonly selected: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** A row that may not be selected shows a disabled checkbox (spec §4: rows owned by the caller). */
  readonly isRowSelectable?: (row: Row) => boolean;
  /** The checkbox's accessible name, e.g. 'Select loan 123'. */
  readonly rowLabel: (row: Row) => string;
  /** Every checkbox is disabled (a read-only page, spec §6). */
  readonly disabled?: boolean;
}

/** Sorting: `manual` hands the sort to the caller (the server sorts), else rows are sorted here. */
export interface TableSorting {
  readonly value: TableSort | null;
  readonly onChange: (sort: TableSort | null) => void;
  readonly manual?: boolean;
}

/** Server paging: the footer with page sizes, 'x–y of N' and previous/next buttons. */
export interface TablePaging {
  /** 1-based page number. */
  readonly page: number;
  readonly pageSize: number;
  /** How many rows the server counted in all pages. */
  readonly total: number;
  readonly onChange: (page: number, pageSize: number) => void;
}

/** What the body shows instead of rows. */
export type TableState = 'loading' | 'failed' | 'ready';
