import { describe, expect, it } from 'vitest';
import { domainError } from '../errors/domain-error';
import { err, ok } from '../errors/result';
import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { transact } from './unit-of-work';

function counterStore(db: MemoryDb) {
  const t = db.table<{ n: number }>('counter');
  return {
    read: () => t.get('c')?.n ?? 0,
    write: (n: number) => t.put('c', { n }),
  };
}

describe('transact over the in-memory unit of work', () => {
  it('commits the work when it returns Ok', async () => {
    const db = new MemoryDb();
    const uow = memoryUnitOfWork(db, counterStore);
    const r = await transact(uow, async (s) => {
      s.write(5);
      return ok(s.read());
    });
    expect(r).toEqual(ok(5));
    expect(counterStore(db).read()).toBe(5);
  });

  it('rolls back everything written before a refusal', async () => {
    const db = new MemoryDb();
    const uow = memoryUnitOfWork(db, counterStore);
    const refusal = domainError('rule_violation', 'TEST.NO', 'No');
    const r = await transact(uow, async (s) => {
      s.write(7);
      return err(refusal);
    });
    expect(r).toEqual(err(refusal));
    expect(counterStore(db).read()).toBe(0);
  });

  it('rolls back and rethrows when the work throws', async () => {
    const db = new MemoryDb();
    const uow = memoryUnitOfWork(db, counterStore);
    await expect(
      uow.run(async (s) => {
        s.write(9);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(counterStore(db).read()).toBe(0);
  });

  it('runs concurrent transactions one after another, losing no update', async () => {
    const db = new MemoryDb();
    const uow = memoryUnitOfWork(db, counterStore);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        uow.run(async (s) => {
          const n = s.read();
          await Promise.resolve();
          s.write(n + 1);
        }),
      ),
    );
    expect(counterStore(db).read()).toBe(50);
  });

  it('never lets a caller change a stored row by mutating what it read', async () => {
    const db = new MemoryDb();
    const t = db.table<{ tags: string[] }>('rows');
    t.put('a', { tags: ['x'] });
    t.get('a')!.tags.push('y');
    expect(t.get('a')).toEqual({ tags: ['x'] });
  });
});
