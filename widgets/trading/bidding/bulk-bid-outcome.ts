/**
 * What an answer of `POST /bulk_bid_upload` means for the screen (spec §5): a preview that
 * matched all or some rows ('Partial Matching Records'), a refusal with the server's text
 * ('No Matching Records' when nothing matched, 'File too big' on 413), or bids placed
 * ('Created Successfully'). Pure, over the kit's `UploadAnswer`.
 */

import type { components } from '../../api';
import { answerErrorText } from '../../kit/answer-text';
import { uploadFailureText } from '../../kit/upload-state';
import type { UploadAnswer } from '../../kit/upload-xhr';

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
