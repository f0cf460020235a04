/**
 * What an answer of `POST /bulk_bid_upload` means for the screen (spec §5): a preview that
 * matched all or some rows ('Partial Matching Records'), a refusal with the server's text
 * ('No Matching Records' when nothing matched, 'File too big' on 413), or bids placed
 * ('Created Successfully'). Pure, over the kit's `UploadAnswer`.
 */

import type { components } from '../../api';
import { answerErrorText } from '../../kit/answer-text';
import type { UploadState } from '../../kit/upload-state';
import { uploadFailureText } from '../../kit/upload-state';
import type { UploadAnswer, UploadSender } from '../../kit/upload-xhr';

/** The server's matching of the sheet's rows to open bids. */
export type BulkBidOutcome = components['schemas']['BulkBidOutcome'];

/** How a bulk upload pass ended. */
export type BulkBidAnswer =
  | {
      readonly kind: 'answered';
      /** 'All Matching Records', 'Partial Matching Records' or 'Created Successfully'. */
      readonly statusText: string;
      readonly outcome: BulkBidOutcome;
    }
  | { readonly kind: 'refused'; readonly message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads one answer of the bulk bid upload. */
export function readBulkBidAnswer(answer: UploadAnswer): BulkBidAnswer {
  const { status, body } = answer;
  const ok = status >= 200 && status < 300 && isRecord(body) && body.success === true && isRecord(body.data);
  if (ok) {
    return {
      kind: 'answered',
      statusText: typeof body.statusText === 'string' ? body.statusText : '',
      outcome: body.data as BulkBidOutcome,
    };
  }
  if (status === 0 || status === 413 || !isRecord(body))
    return { kind: 'refused', message: uploadFailureText(status) };
  return { kind: 'refused', message: answerErrorText({ status, body }) };
}

/** The file and answer of one pass. */
export interface Pass {
  readonly file: File | null;
  readonly answer: UploadAnswer | null;
}

/** Remembers the file and answer of each pass, which the kit's upload state does not keep. */
export function recording(send: UploadSender, last: { current: Pass }) {
  const wrapped: UploadSender = async (file, onProgress, signal) => {
    last.current = { file, answer: null };
    const answer = await send(file, onProgress, signal);
    last.current = { file, answer };
    return answer;
  };
  return wrapped;
}

/** A pass refused before sending (type, size) keeps the kit's message; else the answer decides. */
export function passOutcome(state: UploadState, answer: UploadAnswer | null): BulkBidAnswer {
  if (state.phase === 'failed' && answer === null) return { kind: 'refused', message: state.message };
  return readBulkBidAnswer(answer ?? { status: 0, body: null });
}
