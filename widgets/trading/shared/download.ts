/**
 * Downloads without a library: a blob becomes a file through an object URL on a temporary
 * anchor, revoked right after. `useDownload` runs a typed call that answers a blob and shows
 * the spec §8 texts ('Excel file downloaded successfully!', 'Error downloading Excel file.' …)
 * with the spec §9 file name the caller gives (from core/format/export-names).
 */
import { useCallback, useState } from 'react';
import type { ApiClient } from '../../api';
import { useToast } from '../../kit/toast';
import { useTrading } from './trading-context';
import type { ApiAnswer } from './use-api-query';

/** How long the object URL outlives the click (the browser has started the download by then). */
export const REVOKE_AFTER_MS = 1000;

/**
 * Saves `blob` as `fileName` in the user's browser.
 * @example downloadBlob(new Blob([csv]), 'download.xlsx')
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** The texts of one kind of download (spec §8). */
export interface DownloadTexts {
  /** Shown when the file was saved; none when omitted. */
  readonly success?: string;
  /** Shown when the call failed or answered no file. */
  readonly failure: string;
}

/** A download action: `run(fileName)` and whether one is under way. */
export interface Download {
  readonly run: (fileName: string) => Promise<boolean>;
  readonly pending: boolean;
}

/**
 * A button's download: calls `load` (pass `parseAs: 'blob'`), saves the blob as the file name
 * given to `run`, and toasts the texts.
 *
 * @example
 * const exportBids = useDownload((client) => client.GET('/bids/export', { parseAs: 'blob' }),
 *   { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel });
 * exportBids.run(bidExportName(now));
 */
export function useDownload(
  load: (client: ApiClient) => Promise<ApiAnswer<unknown>>,
  texts: DownloadTexts,
): Download {
  const { client } = useTrading();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (fileName: string) => {
      setPending(true);
      try {
        const answer = await load(client);
        if (answer.error !== undefined || !(answer.data instanceof Blob)) {
          toast.show(texts.failure, 'error');
          return false;
        }
        downloadBlob(answer.data, fileName);
        if (texts.success) toast.show(texts.success, 'success');
        return true;
      } catch {
        toast.show(texts.failure, 'error');
        return false;
      } finally {
        setPending(false);
      }
    },
    [client, toast, load, texts],
  );
  return { run, pending };
}
