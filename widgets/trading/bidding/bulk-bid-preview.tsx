/**
 * The bulk upload's preview (spec §5): the server's 'All Matching Records' / 'Partial Matching
 * Records' as a badge with its word, how many rows will be bid on and skipped, and the warning
 * that placing the bids is irreversible.
 */
import { SuccessIcon } from '../../kit/icons';
import { StatusBadge } from '../../kit/status-badge';
import { BIDDING_TEXT } from './bidding-text';
import type { BulkBidAnswer } from './bulk-bid-outcome';

const T = BIDDING_TEXT.bulk;

/** The preview of a matched sheet, before the irreversible confirmation. */
export function BulkPreview({ preview }: { preview: Extract<BulkBidAnswer, { kind: 'answered' }> }) {
  const { matched, unmatched, matching } = preview.outcome;
  return (
    <div className="ispz-bulk-preview">
      <p>
        <StatusBadge colour={matching === 'partial' ? 'amber' : 'green'}>{preview.statusText}</StatusBadge>
      </p>
      <p>
        <SuccessIcon /> {T.counts(matched.length, unmatched.length)}
      </p>
      <p className="ispz-bulk-preview__warning" role="note">
        <strong>{T.irreversible}</strong>
      </p>
    </div>
  );
}
