/**
 * Who uploaded which blob. Blobs are named by their content (a SHA-256, core/ports/blob-store.ts)
 * and a download is allowed to whoever may read something citing the blob — so without a record
 * of uploaders, someone who learnt a blob name could cite it in a thread of their own and then
 * download another party's file. Every route that stores an upload records it here, and every use
 * case that lets a user cite a blob (stipulations, missing documents, due diligence, bid
 * questions) first checks that this user uploaded it (./blob-citations.ts).
 *
 * The same content uploaded by two users is one blob with two uploaders. Uniqueness the adapter
 * must enforce: one record per (blobName, uploaderId); recording it again changes nothing.
 */
export interface BlobLedger {
  /** Records that `uploaderId` uploaded `blobName` at `at` (ISO); a repeat keeps the first record. */
  recordUpload(blobName: string, uploaderId: string, at: string): Promise<void>;
  /** True when `userId` has uploaded `blobName`. */
  uploadedBy(blobName: string, userId: string): Promise<boolean>;
}
