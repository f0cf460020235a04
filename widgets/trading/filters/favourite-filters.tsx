/**
 * Favourite filters (spec §2, §7, §9) on `/favourite_filters`: the caller's saved ranges in a
 * picker, applied to the panel in one click, deleted, or the panel's complete ranges saved
 * under a name. Labels map to panel ranges through core (`favourite-ranges`); read-only pages
 * disable saving and deleting.
 */
import { useId, useRef, useState } from 'react';
import {
  type FavouriteRangeValue,
  favouriteRanges,
  favouriteValuesOf,
  type PanelRangeField,
} from '../../../core/loans/favourite-ranges';
import { Button } from '../../kit/button';
import { useToast } from '../../kit/toast';
import { useApiAction, useApiQuery, useTrading } from '../shared';
import { FILTERS_TEXT as T } from './filters-text';

/** A saved favourite's values as core reads them. */
const savedValues = (values: readonly { label: FavouriteRangeValue['label']; value: readonly number[] }[]) =>
  values.map((v): FavouriteRangeValue => ({ label: v.label, value: [v.value[0] ?? 0, v.value[1] ?? 0] }));

type Ranges = Partial<Record<PanelRangeField, readonly [number, number]>>;

/** Props of {@link FavouriteFilters}. */
export interface FavouriteFiltersProps {
  /** The panel's complete ranges now (what Save stores). */
  readonly currentRanges: () => Ranges;
  /** Fill the panel with a favourite's ranges and filter. */
  readonly onApply: (ranges: Ranges) => void;
}

/** The favourites picker with Apply, Delete and Save. */
export function FavouriteFilters(props: FavouriteFiltersProps) {
  const { readOnly } = useTrading();
  const toast = useToast();
  const ids = { pick: useId(), name: useId() };
  const list = useApiQuery('favourite_filters', (client, signal) =>
    client.GET('/favourite_filters', { signal }),
  );
  const favourites = list.data?.data ?? [];
  const [chosen, setChosen] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const save = useApiAction(
    (client, body: { name: string; value: FavouriteRangeValue[] }) =>
      client.POST('/favourite_filters', {
        body: {
          name: body.name,
          value: body.value.map((v) => ({ label: v.label, value: [v.value[0], v.value[1]] })),
        },
      }),
    { successText: T.saved },
  );
  const remove = useApiAction(
    (client, id: string) => client.DELETE('/favourite_filters/{id}', { params: { path: { id } } }),
    { successText: T.deleted },
  );
  const favourite = favourites.find((f) => f._id === chosen);

  const onSave = async () => {
    const value = favouriteValuesOf(props.currentRanges());
    const name = nameInput.current?.value.trim() ?? '';
    if (name === '' || value.length === 0) {
      toast.show(T.saveNeeds, 'error');
      return;
    }
    if ((await save.run({ name, value })).ok) {
      if (nameInput.current) nameInput.current.value = '';
      list.reload();
    }
  };
  const onDelete = async () => {
    if (!favourite) return;
    if ((await remove.run(favourite._id)).ok) {
      setChosen('');
      list.reload();
    }
  };

  return (
    <fieldset className="ispz-filters__favourites">
      <legend className="ispz-field__label">{T.favourites}</legend>
      <div className="ispz-filters__row">
        <label className="ispz-visually-hidden" htmlFor={ids.pick}>
          {T.favourites}
        </label>
        <select
          id={ids.pick}
          className="ispz-input"
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
        >
          <option value="">{T.chooseFavourite}</option>
          {favourites.map((f) => (
            <option key={f._id} value={f._id}>
              {f.name}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={!favourite}
          onClick={() => favourite && props.onApply(favouriteRanges(savedValues(favourite.value)))}
        >
          {T.apply}
        </Button>
        <Button variant="ghost" disabled={!favourite || readOnly} pending={remove.pending} onClick={onDelete}>
          {T.delete}
        </Button>
      </div>
      <div className="ispz-filters__row">
        <label className="ispz-visually-hidden" htmlFor={ids.name}>
          {T.saveAs}
        </label>
        <input
          id={ids.name}
          className="ispz-input"
          placeholder={T.saveAs}
          ref={nameInput}
          disabled={readOnly}
        />
        <Button variant="secondary" disabled={readOnly} pending={save.pending} onClick={onSave}>
          {T.save}
        </Button>
      </div>
    </fieldset>
  );
}
