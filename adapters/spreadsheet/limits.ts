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
}

export const DEFAULT_LIMITS: SpreadsheetLimits = {
  maxRows: 200_000,
  maxColumns: 500,
  maxZipEntries: 1_000,
  maxEntryBytes: 300 * 1024 * 1024,
  maxTotalBytes: 400 * 1024 * 1024,
  maxRatio: 250,
  ratioFloorBytes: 1024 * 1024,
};
