/**
 * Bounds on the work a spreadsheet may cause. An upload is at most 50,000,000 bytes (spec §9),
 * but an .xlsx is a ZIP and may expand far beyond that; these limits are checked on the ZIP's
 * central directory before anything is inflated, then against the bytes actually inflated.
 *
 * The defaults fit a 200,000-row tape of 33 columns (≈ 250 MB of sheet XML) and refuse
 * anything larger. Measured here: a generated tape's sheet XML deflates 6–8:1 and a sheet of
 * identical rows ≈ 12:1 even at zlib's best setting (every cell carries its own reference),
 * while deflate bombs reach ≈ 1000:1 — so 250:1 refuses bombs with a wide margin for oddly
 * written but honest files.
 */
export interface SpreadsheetLimits {
  /** Data rows below the header. */
  readonly maxRows: number;
  readonly maxColumns: number;
  readonly maxZipEntries: number;
  /** Declared uncompressed size of one ZIP entry. */
  readonly maxEntryBytes: number;
  /** Declared uncompressed size of all entries together. */
  readonly maxTotalBytes: number;
  /** Uncompressed ÷ compressed, for entries of at least `ratioFloorBytes`. */
  readonly maxRatio: number;
  /** Entries smaller than this are exempt from the ratio check (they cannot hurt). */
  readonly ratioFloorBytes: number;
  /**
   * Cells of one sheet, counted in the sheet's XML (or the CSV's fields) before anything is
   * parsed: SheetJS holds every cell as an object, so cells, not bytes, are what cost memory.
   */
  readonly maxCells: number;
  /** Characters of one cell: Excel's own limit is 32,767, so a longer cell was not written by a spreadsheet. */
  readonly maxCellChars: number;
  /** Uncompressed bytes of the shared-strings part, which SheetJS reads whole whatever the sheet uses. */
  readonly maxSharedStringsBytes: number;
  /** Files at least this large are parsed on a worker thread, so the event loop keeps running. */
  readonly workerFromBytes: number;
  /** Heap of that worker thread: a parse that needs more is refused instead of starving the server. */
  readonly workerHeapMb: number;
}

export const DEFAULT_LIMITS: SpreadsheetLimits = {
  maxRows: 200_000,
  maxColumns: 500,
  maxZipEntries: 1_000,
  maxEntryBytes: 300 * 1024 * 1024,
  maxTotalBytes: 400 * 1024 * 1024,
  maxRatio: 250,
  ratioFloorBytes: 1024 * 1024,
  // 200,000 rows × 33 columns is 6.6 million cells.
  maxCells: 8_000_000,
  maxCellChars: 32_767,
  maxSharedStringsBytes: 100 * 1024 * 1024,
  workerFromBytes: 1024 * 1024,
  workerHeapMb: 3072,
};
