/**
 * The raw limit of a tape import (bench/tape-import.ts runs it as a child process): what a bare
 * importer does with the same file and the same tables — SheetJS's parse (`dense`, no cell
 * text), the bare rows of it (tape-import-raw-rows.ts), inserted in one transaction: on SQLite
 * one prepared statement per table run row by row, on PostgreSQL one `COPY … FROM STDIN` per
 * table. Run as a script it prints one JSON line: parse and insert milliseconds, rows written
 * and the process's peak RSS.
 *
 * Usage: node --import tsx bench/tape-import-raw.ts <tape file> <database url>
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { copyRows } from './pg-copy';
import { ATTRIBUTE_COLUMNS, bareRows, LOAN_COLUMNS } from './tape-import-raw-rows';

/** What the raw limit measured. */
export interface RawFigures {
  readonly parseMs: number;
  readonly insertMs: number;
  readonly loans: number;
  readonly attributeRows: number;
  readonly maxRssMiB: number;
}

/** Parses `file` with SheetJS and inserts its bare rows into `url` in one transaction. */
export async function rawImport(file: string, url: string): Promise<RawFigures> {
  const started = performance.now();
  const workbook = XLSX.read(readFileSync(file), { dense: true, cellText: false, cellHTML: false });
  const cells: (XLSX.CellObject | undefined)[][] = workbook.Sheets[workbook.SheetNames[0]!]!['!data'] ?? [];
  const parsed = performance.now();
  const rows = bareRows(cells);
  let loans = 0;
  let attributeRows = 0;
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const insert = (table: string, columns: readonly string[]) =>
      db.prepare(
        `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
    const insertLoan = insert('loans', LOAN_COLUMNS);
    const insertAttribute = insert('loan_attributes', ATTRIBUTE_COLUMNS);
    db.transaction(() => {
      for (const { loan, attributes } of rows()) {
        insertLoan.run(loan);
        loans++;
        for (const a of attributes) insertAttribute.run(a);
        attributeRows += attributes.length;
      }
    })();
    db.close();
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('begin');
    const loanRows = function* () {
      for (const r of rows()) yield r.loan;
    };
    const attributes = function* () {
      for (const r of rows()) yield* r.attributes;
    };
    loans = await copyRows(client, 'loans', LOAN_COLUMNS, loanRows());
    attributeRows = await copyRows(client, 'loan_attributes', ATTRIBUTE_COLUMNS, attributes());
    await client.query('commit');
    await client.end();
  }
  const inserted = performance.now();
  return {
    parseMs: parsed - started,
    insertMs: inserted - parsed,
    loans,
    attributeRows,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [file, url] = process.argv.slice(2) as [string, string];
  process.stdout.write(`${JSON.stringify(await rawImport(file, url))}\n`);
}
