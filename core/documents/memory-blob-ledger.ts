import type { MemoryDb } from '../testing/memory-db';
import type { BlobLedger } from './blob-ledger';

interface UploadRow {
  readonly blobName: string;
  readonly uploaderId: string;
  readonly uploadedAt: string;
  readonly fileName: string | null;
}

const key = (blobName: string, uploaderId: string) => JSON.stringify([blobName, uploaderId]);

/** In-memory `BlobLedger`; passes the same contract suite as the database adapters. */
export function memoryBlobLedger(db: MemoryDb): BlobLedger {
  const uploads = db.table<UploadRow>('blob_uploads');
  return {
    async recordUpload(blobName, uploaderId, at, fileName = null) {
      const k = key(blobName, uploaderId);
      const row = uploads.get(k);
      if (!row) uploads.put(k, { blobName, uploaderId, uploadedAt: at, fileName });
      else if (row.fileName === null && fileName !== null) uploads.put(k, { ...row, fileName });
    },
    async uploadedBy(blobName, userId) {
      return uploads.has(key(blobName, userId));
    },
    async fileNameOf(blobName, uploaderId) {
      return uploads.get(key(blobName, uploaderId))?.fileName ?? null;
    },
  };
}
