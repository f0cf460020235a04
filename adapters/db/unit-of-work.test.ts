import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import { err, ok } from '../../core/errors/result';
import { transact } from '../../core/ports/unit-of-work';
import { testDatabases } from './testing/test-databases';
import { loansAndTx, twoLoans } from './testing/two-loans';
import { kyselyUnitOfWork } from './unit-of-work';

const AT = '2026-02-01T00:00:00.000Z';
const backends = testDatabases();
const [sqlite] = backends;

describe.each(backends.map((b) => [b.name, b] as const))('the unit of work on %s', (_name, backend) => {
  it('commits when the work resolves and rolls everything back when it throws', async () => {
    const { uow, status } = await twoLoans(backend);
    await uow.run((s) => s.loans.setStatus('a', 'listed', 'bidding', AT));
    await expect(
      uow.run(async (s) => {
        await s.loans.setStatus('b', 'listed', 'bidding', AT);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect([await status('a'), await status('b')]).toEqual(['bidding', 'listed']);
  });

  it('rolls back a refusal returned through transact', async () => {
    const { uow, status } = await twoLoans(backend);
    const refusal = domainError('conflict', 'TEST.LOST', 'Someone else was first');
    const result = await transact(uow, async (s) => {
      await s.loans.setStatus('a', 'listed', 'bidding', AT);
      return (await s.loans.get('b')) ? err(refusal) : ok(1);
    });
    expect(result).toEqual(err(refusal));
    expect(await status('a')).toBe('listed');
  });
});

describe('the unit of work on SQLite', () => {
  it('takes the write lock when the transaction begins, before anything is written', async () => {
    const file = await sqlite!.open({ file: true });
    const uow = kyselyUnitOfWork(file.db, 'sqlite', loansAndTx);
    const otherProcess = new SQLite(file.url.slice('sqlite:'.length), { timeout: 0 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const readingTransaction = uow.run(async (s) => {
      await s.loans.get('a');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => otherProcess.exec('begin immediate')).toThrow(/locked|busy/i);
    release();
    await readingTransaction;
    otherProcess.exec('begin immediate');
    otherProcess.exec('rollback');
    otherProcess.close();
  });

  it('runs transactions of one process one after another on its connection', async () => {
    const { uow } = await twoLoans(sqlite!);
    const order: string[] = [];
    await Promise.all(
      ['x', 'y', 'z'].map((name) =>
        uow.run(async () => {
          order.push(`${name}:begin`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`${name}:end`);
        }),
      ),
    );
    expect(order).toEqual(['x:begin', 'x:end', 'y:begin', 'y:end', 'z:begin', 'z:end']);
  });
});
