/**
 * The loan-records benchmark's server: one origin serving the built page and the platform's
 * loan search over N generated loans in a temp SQLite database — the real migrations, the real
 * Kysely loan store (filters, sort, count, paging in SQL) and the real DTO (`loanDto`) — without the
 * rest of the platform (no sign-in: the bench measures the table, not the session).
 * `/bench/rows` hands the bare baseline every row at once, slim.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { openDatabase } from '../adapters/db/connection';
import { kyselyLoanStore } from '../adapters/db/loans/kysely-loan-store';
import { migrateToLatest } from '../adapters/db/migrator';
import { EMPTY_LOAN_CONTEXT, loanDto } from '../adapters/http/trading/dto/loan-dto';
import { unwrap } from '../core/errors/result';
import type { Loan } from '../core/loans/loan';
import { loanSearchInputSchema, normalizeFilters, sortOf } from '../core/loans/loan-filters';
import type { LoanVisibility } from '../core/loans/loan-query';
import type { LoanStore } from '../core/loans/loan-store';
import { sampleLoans } from '../core/loans/testing/loan-samples';
import { toDollars } from '../core/money/cents';

/** The row the bare baseline shows: the seven data columns of spec §2's LOAN RECORDS. */
export interface SlimRow {
  readonly id: string;
  readonly loanId: string;
  readonly tape: string;
  readonly amount: number;
  readonly tenure: number | null;
  readonly fico: number | null;
  readonly ltv: number | null;
  readonly dti: number | null;
}

const EVERYONE: LoanVisibility = {
  everything: true,
  partyId: null,
  statuses: [],
  tapeNames: [],
  loanIds: [],
};
const SCREEN = {
  persona: 'investor',
  readOnly: false,
  personaCheck: false,
  showLoanRecords: true,
  repriceButton: 'enabled',
  transferButton: 'enabled',
  importLoanFilesButton: 'hidden',
  statusInsightsColumn: true,
  tapeIcon: false,
  stageAndSecondPartySelectors: true,
  tapeUploadOptions: ['ASF', 'Supplemental Data Extract'],
};

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** `count` loans, ordered by id as the stores answer. */
export function benchLoans(count: number): Loan[] {
  return sampleLoans(2026, count).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

function json(response: ServerResponse, data: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
}

async function page(store: LoanStore, input: unknown) {
  const parsed = loanSearchInputSchema.parse(input);
  const filters = unwrap(normalizeFilters(parsed));
  const sort = unwrap(sortOf(parsed));
  const query = { visibility: EVERYONE, filters, sort, page: parsed.page, limit: parsed.limit };
  const { items, total } = await store.search(query);
  const docs = items.map((loan) =>
    loanDto({ loan, borrowerMasked: false, poolStatus: null }, EMPTY_LOAN_CONTEXT),
  );
  const statusText = total === 0 ? 'There are no records to display' : 'Loans fetched';
  return { success: true, statusText, data: { docs, total, page: parsed.page, limit: parsed.limit } };
}

const slim = (loan: Loan): SlimRow => ({
  id: loan.id,
  loanId: loan.loanNumber,
  tape: loan.tapeName,
  amount: toDollars(loan.amountCents),
  tenure: loan.tenureMonths,
  fico: loan.fico,
  ltv: loan.ltv,
  dti: loan.dti,
});

/** Starts the server on 127.0.0.1:<free port>, serving `staticDir` and the loan search over `loans`. */
export async function startBenchServer(staticDir: string, loans: readonly Loan[]) {
  const rows = JSON.stringify(loans.map(slim));
  const database = openDatabase(`sqlite:${join(staticDir, 'bench.db')}`);
  await migrateToLatest(database.db);
  const store = kyselyLoanStore(database.db, database.dialect);
  for (let i = 0; i < loans.length; i += 1_000) await store.insertMany(loans.slice(i, i + 1_000));
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.invalid');
    const route = `${request.method} ${url.pathname}`;
    try {
      if (route === 'GET /bench/rows')
        return response.writeHead(200, { 'content-type': 'application/json' }).end(rows);
      if (route === 'POST /api/get_loans_list') return json(response, await page(store, await body(request)));
      if (route === 'GET /api/get_loans_list')
        return json(
          response,
          await page(
            store,
            Object.fromEntries(
              [...url.searchParams].map(([k, v]) => [k, k === 'page' || k === 'limit' ? Number(v) : v]),
            ),
          ),
        );
      if (route === 'GET /api/trading_screen')
        return json(response, { success: true, statusText: 'OK', data: SCREEN });
      if (url.pathname.startsWith('/api/'))
        return json(response, { success: true, statusText: 'There are no records to display', data: [] });
      const file = normalize(join(staticDir, url.pathname === '/' ? 'index.html' : url.pathname));
      if (!file.startsWith(staticDir) || !existsSync(file))
        return json(response, { error: 'Not found' }, 404);
      const content = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(content);
    } catch (error) {
      if (!response.headersSent) json(response, { success: false, error: String(error) }, 500);
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    await new Promise((done) => server.close(done));
    await database.close();
  };
  return { origin: `http://127.0.0.1:${port}`, close };
}
