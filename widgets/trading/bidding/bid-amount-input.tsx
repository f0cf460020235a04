/**
 * The per-row bid input of the bidding table and the grids (spec §5): a number with step 0.01
 * and the context's minimum, the minus key (and space, e, arrows) refused, 'Bid amount must be
 * greater than 0' at once while typing a non-positive number (which empties the input), and
 * the submit check's message under it. A plain controlled input — table cells hold no forms.
 */
import { type ChangeEvent, type KeyboardEvent, useCallback, useState } from 'react';
import type { Cents } from '../../../core/money/cents';
import { ErrorIcon } from '../../kit/icons';
import {
  BID_MIN,
  BID_STEP,
  type BidContext,
  bidTypingCheck,
  checkBidAmount,
  isBlockedBidKey,
} from './bid-amount-rules';

/** Props of {@link BidAmountInput}. */
export interface BidAmountInputProps {
  readonly id: string;
  readonly label: string;
  readonly context: BidContext;
  readonly value: string;
  readonly message: string | null;
  readonly onChange: (value: string, message: string | null) => void;
  readonly disabled?: boolean;
}

/** One bid amount input with its message. */
export function BidAmountInput(props: BidAmountInputProps) {
  const messageId = `${props.id}-message`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const verdict = bidTypingCheck(event.target.value);
    props.onChange(verdict.value, verdict.message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedBidKey(event.key)) event.preventDefault();
  };
  return (
    <span className="ispz-bid-input">
      <input
        id={props.id}
        className="ispz-input ispz-input--number ispz-bid-input__field"
        type="number"
        inputMode="decimal"
        min={BID_MIN[props.context]}
        step={BID_STEP}
        aria-label={props.label}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? messageId : undefined}
        value={props.value}
        disabled={props.disabled}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
      {props.message ? (
        <span id={messageId} className="ispz-bid-input__message" role="alert">
          <ErrorIcon />
          {props.message}
        </span>
      ) : null}
    </span>
  );
}

/** A table's bid inputs by row id: text, message, and the submit check. */
export function useBidAmounts(context: BidContext) {
  const [entries, setEntries] = useState<Readonly<Record<string, { value: string; message: string | null }>>>(
    {},
  );
  const set = useCallback((id: string, value: string, message: string | null) => {
    setEntries((all) => ({ ...all, [id]: { value, message } }));
  }, []);
  /** Runs the submit check on a row (on `fallback` if untouched); shows its message, returns the cents or null. */
  const check = useCallback(
    (id: string, fallback = ''): Cents | null => {
      const value = entries[id]?.value ?? fallback;
      const verdict = checkBidAmount(value, context);
      set(id, value, verdict.ok ? null : verdict.message);
      return verdict.ok ? verdict.cents : null;
    },
    [entries, context, set],
  );
  /** Forgets the row's text and message (back to empty, or to its fallback). */
  const clear = useCallback((id: string) => {
    setEntries(({ [id]: _gone, ...rest }) => rest);
  }, []);
  return {
    /** The row's text; `fallback` until the user types (e.g. the current price). */
    value: (id: string, fallback = '') => entries[id]?.value ?? fallback,
    message: (id: string) => entries[id]?.message ?? null,
    set,
    check,
    clear,
  };
}
