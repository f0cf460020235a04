/**
 * Bulk bid upload (spec §5): one .xlsx of `_id` and amount rows, sent first as a preview with
 * progress; the server matches rows against loans still open without a bid. None matched:
 * 'No Matching Records'; some: 'Partial Matching Records'. A dialog then says the action is
 * irreversible, and only its confirmation sends the file again to place the bids ('Created
 * Successfully'). Disabled on read-only pages (spec §6).
 */
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { acceptAttribute } from '../../../core/validation/upload-rules';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { useFileUpload } from '../../kit/file-upload';
import { ErrorIcon } from '../../kit/icons';
import { KIT_TEXT } from '../../kit/kit-text';
import { useToast } from '../../kit/toast';
import { useTrading } from '../shared/trading-context';
import { withTrading } from '../shared/with-trading';
import { BIDDING_TEXT } from './bidding-text';
import { type BulkBidAnswer, type Pass, passOutcome, recording } from './bulk-bid-outcome';
import { BulkPreview } from './bulk-bid-preview';
import { useBulkBidSenders } from './bulk-bid-sender';
import type { BulkBidUploadProps } from './props';

const T = BIDDING_TEXT.bulk;

function BulkBidUploadView(props: BulkBidUploadProps) {
  const { readOnly } = useTrading();
  const toast = useToast();
  const senders = useBulkBidSenders();
  const last = useRef<Pass>({ file: null, answer: null });
  const lastPlace = useRef<Pass>({ file: null, answer: null });
  const preview = useFileUpload(recording(senders.preview, last), 'bulkBid');
  const place = useFileUpload(recording(senders.place, lastPlace), 'bulkBid');
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState<BulkBidAnswer | null>(null);
  const id = useId();

  const reset = () => {
    setRead(null);
    preview.reset();
    place.reset();
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setRead(null);
    const state = await preview.pick(Array.from(input.files ?? []));
    input.value = '';
    if (state.phase === 'idle') return;
    const outcome = passOutcome(state, last.current.answer);
    setRead(outcome);
    if (outcome.kind === 'refused') toast.show(outcome.message, 'error');
  };
  const onPlace = async () => {
    const file = last.current.file;
    if (!file) return;
    const state = await place.pick([file]);
    if (state.phase === 'idle') return;
    const answer = passOutcome(state, lastPlace.current.answer);
    if (answer.kind === 'refused') {
      toast.show(answer.message, 'error');
      return;
    }
    toast.show(answer.statusText || BIDDING_TEXT.created, 'success');
    props.onUploaded?.({ placed: answer.outcome.matched.length, unmatched: answer.outcome.unmatched.length });
    onOpenChange(false);
  };

  const uploading = preview.state.phase === 'uploading' ? preview.state : null;
  const placing = place.state.phase === 'uploading';
  const preview_ = read?.kind === 'answered' ? read : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      trigger={
        <Button variant="secondary" disabled={readOnly}>
          {T.button}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{BIDDING_TEXT.cancel}</Button>
          </DialogClose>
          <Button
            variant="primary"
            disabled={readOnly || preview_ === null || preview_.outcome.matched.length === 0}
            pending={placing}
            onClick={onPlace}
          >
            {T.place}
          </Button>
        </>
      }
    >
      <div className="ispz-field ispz-upload">
        <label className="ispz-field__label" htmlFor={id}>
          {T.label}
        </label>
        <input
          id={id}
          className="ispz-upload__input"
          type="file"
          accept={acceptAttribute('bulkBid')}
          disabled={readOnly || uploading !== null || placing}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={onPick}
        />
        <p className="ispz-field__hint" id={`${id}-hint`}>
          {T.hint}
        </p>
        {uploading ? (
          <progress
            className="ispz-upload__progress"
            value={uploading.percent}
            max={100}
            aria-label={KIT_TEXT.uploadProgress}
          />
        ) : null}
        <div id={`${id}-status`} className="ispz-upload__status" role="status" aria-live="polite">
          {uploading ? KIT_TEXT.uploading(uploading.percent) : null}
          {read?.kind === 'refused' ? (
            <span className="ispz-upload__failed">
              <ErrorIcon />
              <span className="ispz-upload__line">{read.message}</span>
            </span>
          ) : null}
        </div>
      </div>
      {preview_ ? <BulkPreview preview={preview_} /> : null}
    </Dialog>
  );
}

/** Bulk bid upload: a button opening the upload, preview and irreversible-action confirmation. */
export const BulkBidUpload = withTrading(BulkBidUploadView);
