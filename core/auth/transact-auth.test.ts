import { describe, expect, it } from 'vitest';
import { domainError } from '../errors/domain-error';
import { err, ok } from '../errors/result';
import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { refuseAndKeep, transactAuth } from './transact-auth';

const counter = (db: MemoryDb) => {
  const t = db.table<number>('n');
  return { get: () => t.get('n') ?? 0, bump: () => t.put('n', (t.get('n') ?? 0) + 1) };
};
const NO = domainError('invalid', 'TEST.NO', 'No');

describe('transactAuth', () => {
  it('commits an Ok', async () => {
    const db = new MemoryDb();
    expect(
      await transactAuth(memoryUnitOfWork(db, counter), async (s) => {
        s.bump();
        return ok(1);
      }),
    ).toEqual(ok(1));
    expect(counter(db).get()).toBe(1);
  });

  it('rolls back an ordinary refusal', async () => {
    const db = new MemoryDb();
    expect(
      await transactAuth(memoryUnitOfWork(db, counter), async (s) => {
        s.bump();
        return err(NO);
      }),
    ).toEqual(err(NO));
    expect(counter(db).get()).toBe(0);
  });

  it('commits what was written before a kept refusal, and returns a plain Err', async () => {
    const db = new MemoryDb();
    const r = await transactAuth(memoryUnitOfWork(db, counter), async (s) => {
      s.bump();
      return refuseAndKeep(NO);
    });
    expect(r).toStrictEqual(err(NO));
    expect(counter(db).get()).toBe(1);
  });
});
