/**
 * Who uploaded which blob, under which file name. Blobs are named by their content (a SHA-256,
 * core/ports/blob-store.ts) and a download is allowed to whoever may read something citing the
 * blob — so without a record of uploaders, someone who learnt a blob name could cite it in a
 * thread of their own and then download another party's file. Every route that stores an upload
 * records it here, and every use case that lets a user cite a blob (stipulations, missing
 * documents, due diligence, bid questions) first checks that this user uploaded it
 * (./blob-citations.ts). The file name the uploader gave (spec §3 `fileNameGiven`) is kept with
 * the record, so a download can carry the name and type the uploader knew it by.
 *
 * The same content uploaded by two users is one blob with two uploaders. Uniqueness the adapter
 * must enforce: one record per (blobName, uploaderId); recording it again changes nothing,
 * except that a record without a file name takes the first name given later.
 */
export interface BlobLedger {
  /**
   * Records that `uploaderId` uploaded `blobName` at `at` (ISO) as `fileName` (when known). A
   * repeat keeps the first record and its name; a name is only filled in where there was none.
   */
  recordUpload(blobName: string, uploaderId: string, at: string, fileName?: string | null): Promise<void>;
  /** True when `userId` has uploaded `blobName`. */
  uploadedBy(blobName: string, userId: string): Promise<boolean>;
  /** The file name `uploaderId` gave `blobName`, or null (not uploaded by them, or no name kept). */
  fileNameOf(blobName: string, uploaderId: string): Promise<string | null>;
}
