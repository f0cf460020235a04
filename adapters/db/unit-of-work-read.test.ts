import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { makeLoan } from '../../core/loans/testing/loan-samples';
import { readingOnly } from './read-intent';
import { testDatabases } from './testing/test-databases';
import { loansAndTx, twoLoans } from './testing/two-loans';
import { kyselyUnitOfWork } from './unit-of-work';

// `read` — and, on SQLite, `run` inside `readingOnly` (every HTTP GET) — takes no write lock.
const AT = '2026-02-01T00:00:00.000Z';
const backends = testDatabases();
const [sqlite, postgres] = backends;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends.map((b) => [b.name, b] as const))(
  'reading through the unit of work on %s',
  (_n, backend) => {
    it('reads what was committed', async () => {
      const { uow } = await twoLoans(backend);
      await uow.run((s) => s.loans.setStatus('a', 'listed', 'bidding', AT));
      expect(await uow.read(async (s) => (await s.loans.get('a'))?.status)).toBe('bidding');
    });
  },
);

describe('reading on PostgreSQL', () => {
  it('refuses a write inside a read and keeps nothing of it', async () => {
    const { uow, status } = await twoLoans(postgres!);
    await expect(uow.read((s) => s.loans.setStatus('a', 'listed', 'bidding', AT))).rejects.toMatchObject({
      code: '25006',
    });
    expect(await status('a')).toBe('listed');
  });
});

describe('reading on SQLite beside another connection', () => {
  async function fileWithLoans() {
    const file = await sqlite!.open({ file: true });
    const uow = kyselyUnitOfWork(file.db, 'sqlite', loansAndTx);
    await uow.run((s) => s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '1' })]));
    return { uow, other: new SQLite(file.url.slice('sqlite:'.length), { timeout: 0 }) };
  }

  it('holds no lock while it reads: another connection takes the write lock meanwhile', async () => {
    const { uow, other } = await fileWithLoans();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reading = uow.read(async (s) => {
      await s.loans.get('a');
      await held;
    });
    await pause(20);
    other.exec('begin immediate');
    other.exec('rollback');
    release();
    await reading;
    other.close();
  });

  it('answers at once while another connection holds the write lock, as does run inside readingOnly', async () => {
    const { uow, other } = await fileWithLoans();
    other.exec('begin immediate');
    const started = performance.now();
    expect(await uow.read(async (s) => (await s.loans.get('a'))?.id)).toBe('a');
    expect(await readingOnly(() => uow.run(async (s) => (await s.loans.get('a'))?.id))).toBe('a');
    expect(performance.now() - started).toBeLessThan(500);
    other.exec('rollback');
    other.close();
  });

  it('still writes inside readingOnly, waiting for the lock and running the work again', async () => {
    const { uow, other } = await fileWithLoans();
    other.exec('begin immediate');
    let attempts = 0;
    const writing = readingOnly(() =>
      uow.run(async (s) => {
        attempts++;
        await s.loans.setStatus('a', 'listed', 'bidding', AT);
      }),
    );
    await pause(200);
    other.exec('commit');
    await writing;
    expect(attempts).toBeGreaterThan(1);
    expect(await uow.read(async (s) => (await s.loans.get('a'))?.status)).toBe('bidding');
    other.close();
  });
});
