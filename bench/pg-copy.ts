import type pg from 'pg';

/**
 * `COPY <table> (<columns>) FROM STDIN` through a pg client, for the benchmarks' bare baseline,
 * without a dependency: pg runs any query object with a `submit` method, and its connection
 * already speaks the copy-in messages (CopyData, CopyDone). Rows go as COPY's text format
 * (tab-separated, `\N` for NULL, backslash escapes), in chunks of about 256 KB. Returns the rows
 * sent.
 */
const CHUNK = 256 * 1024;

function field(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** Copies `rows` (values in `columns` order) into `table` on `client` (inside its transaction, if any). */
export function copyRows(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly (string | number | null)[]>,
): Promise<number> {
  const text = `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let failed = false;
    const query = {
      submit(connection: CopyConnection) {
        connection.query(text);
      },
      handleCopyInResponse(connection: CopyConnection) {
        let buffer = '';
        for (const row of rows) {
          buffer += `${row.map(field).join('\t')}\n`;
          sent++;
          if (buffer.length >= CHUNK) {
            connection.sendCopyFromChunk(Buffer.from(buffer, 'utf8'));
            buffer = '';
          }
        }
        if (buffer.length > 0) connection.sendCopyFromChunk(Buffer.from(buffer, 'utf8'));
        connection.endCopyFrom();
      },
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handleError(error: Error) {
        failed = true;
        reject(error);
      },
      handleReadyForQuery() {
        if (!failed) resolve(sent);
      },
    };
    client.query(query as unknown as pg.QueryConfig);
  });
}
