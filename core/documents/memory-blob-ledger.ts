import type { MemoryDb } from '../testing/memory-db';
import type { BlobLedger } from './blob-ledger';

interface UploadRow {
  readonly blobName: string;
  readonly uploaderId: string;
  readonly uploadedAt: string;
}

const key = (blobName: string, uploaderId: string) => JSON.stringify([blobName, uploaderId]);

/** In-memory `BlobLedger`; passes the same contract suite as the database adapters. */
export function memoryBlobLedger(db: MemoryDb): BlobLedger {
  const uploads = db.table<UploadRow>('blob_uploads');
  return {
    async recordUpload(blobName, uploaderId, at) {
      const k = key(blobName, uploaderId);
      if (!uploads.has(k)) uploads.put(k, { blobName, uploaderId, uploadedAt: at });
    },
    async uploadedBy(blobName, userId) {
      return uploads.has(key(blobName, userId));
    },
  };
}
