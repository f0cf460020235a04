/**
 * The bid export (spec §9 `obs_bid_{date}.xlsx`, §8 download texts): the caller's bidding
 * table as a spreadsheet to fill in for the bulk upload. Nothing to export reads the server's
 * 'No Records To Download'; any other failure 'Error downloading Excel file.'; a saved file
 * 'Excel file downloaded successfully!'. An export, so disabled on read-only pages (spec §6).
 */
import { useState } from 'react';
import { observationBidFileName } from '../../../core/format/export-names';
import { answerErrorText } from '../../kit/answer-text';
import { Button } from '../../kit/button';
import { useToast } from '../../kit/toast';
import { downloadBlob } from '../shared/download';
import { useTrading } from '../shared/trading-context';
import { withTrading } from '../shared/with-trading';
import { BIDDING_TEXT } from './bidding-text';
import type { BidExportProps } from './props';

const T = BIDDING_TEXT.export;

/** The failure text: the server's own refusal (404 'No Records To Download'), else §8's. */
function exportFailureText(answer: { error?: unknown; response: Response }): string {
  const refusal = answer.error as { error?: unknown } | undefined;
  return answer.response.status === 404 && typeof refusal?.error === 'string'
    ? answerErrorText(answer)
    : T.failure;
}

function BidExportView(props: BidExportProps) {
  const { client, readOnly } = useTrading();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const answer = await client.GET('/bids/export', { parseAs: 'blob' });
      if (answer.error !== undefined || !(answer.data instanceof Blob)) {
        toast.show(exportFailureText(answer), 'error');
        return;
      }
      downloadBlob(answer.data, observationBidFileName((props.now ?? (() => new Date()))()));
      toast.show(T.success, 'success');
    } catch {
      toast.show(T.failure, 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" disabled={readOnly} pending={pending} onClick={run}>
      {T.button}
    </Button>
  );
}

/** The bid export button. */
export const BidExport = withTrading(BidExportView);
