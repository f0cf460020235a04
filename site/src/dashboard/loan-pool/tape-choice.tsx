/**
 * A tape chooser for the tasks that work on one tape (the stakeholder grid, due diligence):
 * the caller's tapes as `GET /tapes` answers them, in a labelled native select.
 */
import { useId } from 'react';
import { DataState, useApiQuery } from '../../../../widgets/trading/shared';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';

export interface TapeChoiceProps {
  readonly value: string;
  readonly onChange: (tapeName: string) => void;
  /** The select's label; 'Tape' unless given. */
  readonly label?: string;
}

export function TapeChoice({ value, onChange, label }: TapeChoiceProps) {
  const id = useId();
  const tapes = useApiQuery('tapes', (client, signal) => client.GET('/tapes', { signal }));
  const names = (tapes.data?.data ?? []).map((t) => t.tape_name);
  return (
    <DataState
      state={tapes.state}
      errorText={tapes.errorText}
      empty={names.length === 0}
      emptyText={T.noTapes}
    >
      <div className="ispz-field lp-tape-choice">
        <label className="ispz-field__label" htmlFor={id}>
          {label ?? T.tapeLabel}
        </label>
        <select
          id={id}
          className="ispz-input ispz-select"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{T.tapePlaceholder}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </DataState>
  );
}
