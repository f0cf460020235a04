/**
 * The bar under LOAN RECORDS: how many loans are selected, and Add to pool / Remove from pool
 * on `/loanPool/add` and `/loanPool/remove` (spec §4: 'Added' / 'Removed'), one call at a
 * time, disabled with nothing selected or on a read-only page. The table scrolls here 125 ms
 * after a selection (spec §9).
 */
import type { Ref } from 'react';
import { Button } from '../../kit/button';
import { type ApiAction, useApiAction, useTrading } from '../shared';
import { RECORDS_TEXT as T } from './records-text';

/** Props of {@link PoolBar}. */
export interface PoolBarProps {
  readonly ref?: Ref<HTMLDivElement>;
  readonly selected: readonly string[];
  /** The pool changed: reload the loans. */
  readonly onChanged: () => void;
}

/** The selection count and the pool buttons. */
export function PoolBar(props: PoolBarProps) {
  const { readOnly } = useTrading();
  const add = useApiAction(
    (client, loanIds: string[]) => client.POST('/loanPool/add', { body: { loanIds } }),
    {
      successText: T.added,
    },
  );
  const remove = useApiAction(
    (client, loanIds: string[]) => client.POST('/loanPool/remove', { body: { loanIds } }),
    { successText: T.removed },
  );
  const count = props.selected.length;
  const disabled = readOnly || count === 0 || add.pending || remove.pending;
  const change = async (action: ApiAction<[string[]], unknown>) => {
    if ((await action.run([...props.selected])).ok) props.onChanged();
  };
  return (
    <div className="ispz-records__pool" ref={props.ref}>
      <span className="ispz-records__count" aria-live="polite">
        {T.selected(count)}
      </span>
      <Button variant="secondary" disabled={disabled} pending={remove.pending} onClick={() => change(remove)}>
        {T.removeFromPool}
      </Button>
      <Button disabled={disabled} pending={add.pending} onClick={() => change(add)}>
        {T.addToPool}
      </Button>
    </div>
  );
}
