/**
 * A due-diligence case: an investor engaged a due-diligence firm (the second party) on a tape,
 * with a file (spec §2 "DD FULL REVIEW", §5 DD start). Transfers of the tape's loans wait for it.
 */
export interface DueDiligenceCase {
  readonly id: string;
  readonly tapeName: string;
  readonly investorId: string;
  readonly ddFirmId: string;
  /** Blob name of the engagement file. */
  readonly fileBlobName: string;
  /** ISO instant. */
  readonly startedAt: string;
}

/**
 * Port of the due-diligence part of the transfer area. Other areas rely on `casesForTapes`
 * and `casesForFirm` (keep their meaning). Uniqueness the adapter must enforce: `id`, and one case per
 * (tapeName, investorId) — an investor engages one firm per tape.
 */
export interface DueDiligenceStore {
  /** Every case opened on any of `tapeNames`, oldest first. */
  casesForTapes(tapeNames: readonly string[]): Promise<DueDiligenceCase[]>;
  /** Every case where `ddFirmId` is the engaged firm, oldest first (indexed read for loan visibility). */
  casesForFirm(ddFirmId: string): Promise<DueDiligenceCase[]>;
  /** Stores a new case; false (and no change) when the investor already has one on the tape. */
  insert(dd: DueDiligenceCase): Promise<boolean>;
  /** Every case where `userId` is the investor or the firm, oldest first. */
  casesForParty(userId: string): Promise<DueDiligenceCase[]>;
}
