/**
 * The columns a column mapping reads (`/field_mappings`): for each platform field the tape
 * headers that hold it, best first, so the lender sees before importing which of the tape's
 * columns become the loan's amount, FICO, LTV … and which fields the mapping leaves out.
 */
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../kit/table';
import type { SavedFieldMapping } from './props';
import { TAPES_TEXT as T } from './tapes-text';

interface MappedField {
  readonly field: string;
  readonly headers: string;
}

const COLUMNS: readonly DataColumn<MappedField>[] = [
  { id: 'field', header: T.platformField, value: (r) => r.field, sortable: true },
  { id: 'headers', header: T.tapeHeaders, value: (r) => r.headers },
];

/** The mapping's fields and their tape headers, as a table. */
export function MappingPreview({ mapping }: { readonly mapping: SavedFieldMapping }) {
  const rows = useMemo(
    () =>
      Object.entries(mapping.mapping.fields)
        .filter(([, headers]) => (headers ?? []).length > 0)
        .map(([field, headers]) => ({ field, headers: (headers ?? []).join(', ') })),
    [mapping],
  );
  return (
    <section className="ispz-tapes__mapping" aria-label={T.mappingPreview(mapping.mappingName)}>
      <h3 className="ispz-tapes__subtitle">{T.mappingPreview(mapping.mappingName)}</h3>
      <DataTable
        label={T.mappingPreview(mapping.mappingName)}
        columns={COLUMNS}
        rows={rows}
        getRowId={(r) => r.field}
        maxHeight="30vh"
      />
    </section>
  );
}
