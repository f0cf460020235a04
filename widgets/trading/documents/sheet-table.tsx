/**
 * A spreadsheet shown as a table in the Document Preview (spec §2, §8 viewer texts): the first
 * sheet read by `readFirstSheet`, header row first. 'Error loading Excel file' when the bytes
 * are not a readable .xlsx, 'No data available' for an empty sheet, and a line saying so when
 * only the first rows or columns fit.
 */
import { useEffect, useState } from 'react';
import { DataState } from '../shared/data-state';
import { DOCUMENT_TEXT as T } from './document-text';
import { readFirstSheet, type SheetPreview } from './xlsx-sheet';

/** A cell holding a plain number: right-aligned with tabular figures (UI.md tables). */
const NUMBER = /^-?\d+(\.\d+)?$/;

type Reading = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; sheet: SheetPreview };

/** Reads `blob` as a spreadsheet and draws its first sheet. */
export function SheetTable(props: { blob: Blob; caption: string }) {
  const [reading, setReading] = useState<Reading>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setReading({ state: 'loading' });
    props.blob
      .arrayBuffer()
      .then((buffer) => readFirstSheet(new Uint8Array(buffer)))
      .then(
        (sheet) => live && setReading({ state: 'ready', sheet }),
        () => live && setReading({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [props.blob]);
  if (reading.state !== 'ready') {
    return <DataState state={reading.state} errorText={T.errorLoadingExcel} />;
  }
  const [header = [], ...rows] = reading.sheet.rows;
  return (
    <DataState state="ready" empty={reading.sheet.rows.length === 0} emptyText={T.noDataAvailable}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="ispz-sheet" tabIndex={0} aria-label={props.caption}>
        <table className="ispz-doc-table ispz-sheet__table">
          <caption className="ispz-visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {header.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <tr key={r}>
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place
                  <td key={c} className={NUMBER.test(cell) ? 'ispz-num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {reading.sheet.truncated ? <p className="ispz-doc-note">{T.sheetTruncated}</p> : null}
    </DataState>
  );
}
