/**
 * The tape dialog's lender action (spec §2, §6, §8): choose when bidding ends and open the
 * selected loans for bidding (`POST /open_for_bidding`); the server's 'Loan open for bidding
 * and emails sent' is the toast. Checked first with core's rule and words; disabled on a
 * read-only page. The deadline is one plain input, like the tables' per-row inputs.
 */
import { useId, useState } from 'react';
import { checkOpening } from '../../../core/bidding/opening-form';
import type { ControlState } from '../../../core/permissions/trading-screen';
import { Button } from '../../kit/button';
import { ErrorIcon } from '../../kit/icons';
import { useApiAction } from '../shared';
import { LOANS_TEXT } from './loans-text';

/** Props of {@link OpenBidding}. */
export interface OpenBiddingProps {
  readonly state: ControlState;
  readonly loanIds: readonly string[];
  readonly onOpened: (loanIds: readonly string[], emailed: number) => void;
  /** The screen's clock (tests pass a fixed one). */
  readonly now?: () => Date;
}

/** The deadline field and the Open for bidding button. */
export function OpenBidding({ state, loanIds, onOpened, now = () => new Date() }: OpenBiddingProps) {
  const id = useId();
  const [deadline, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const open = useApiAction((client, body: { loanIds: string[]; validTill: string }) =>
    client.POST('/open_for_bidding', { body }),
  );
  if (state === 'hidden') return null;
  const disabled = state === 'disabled';
  const submit = async () => {
    const check = checkOpening(loanIds, deadline, now());
    if (!check.ok) return setMessage(check.message);
    setMessage('');
    const result = await open.run({ loanIds: [...check.loanIds], validTill: check.validTill });
    if (result.ok) onOpened(check.loanIds, result.data.data.emailed);
  };
  return (
    <div className="ispz-open-bidding">
      <div className="ispz-field">
        <label className="ispz-field__label" htmlFor={id}>
          {LOANS_TEXT.biddingEnds}
        </label>
        <input
          id={id}
          className="ispz-input"
          type="datetime-local"
          value={deadline}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setDeadline(event.target.value)}
        />
        {message ? (
          <p id={`${id}-message`} className="ispz-field__message" role="alert">
            <ErrorIcon /> {message}
          </p>
        ) : null}
      </div>
      <Button variant="primary" disabled={disabled} pending={open.pending} onClick={submit}>
        {LOANS_TEXT.openForBidding}
      </Button>
    </div>
  );
}
