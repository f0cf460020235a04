/**
 * Why: a request sent with an `Idempotency-Key` was three write transactions (key claimed, the
 * call's own, answer stored), each waiting its turn for SQLite's one write lock. Here the key
 * travels with the request (AsyncLocalStorage) into the first write transaction it opens through
 * a Kysely unit of work on the same database, which claims the key first, runs the call behind a
 * savepoint (a refusal takes back the call's writes, not the claim), hands the outcome back, and
 * commits once the request has its answer, stored in the same transaction — or takes it all back
 * when the request failed. When the request needs the database again before answering, or takes
 * longer than `PENDING_ANSWER_MS`, it commits with the key held under its lease and the answer is
 * stored on its own afterwards, as the store always did.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type Kysely } from 'kysely';
import {
  type IdempotencyClaim,
  IdempotencyKeyTaken,
  type IdempotentAnswer,
} from '../../../core/ports/idempotency-store';
import type { Database } from '../schema';
import { answerKey, claimKey } from './key-rows';

/** How long a transaction holding a key waits for the request's answer before committing without it. */
export const PENDING_ANSWER_MS = 1_000;

type Body<R> = (tx: Kysely<Database>) => Promise<R>;
/** Opens one write transaction around `body`, retrying retryable failures while `mayRetry()`. */
export type OpenWrite = <R>(body: Body<R>, mayRetry: () => boolean) => Promise<R>;

type Decision = { readonly answer: IdempotentAnswer } | 'drop' | 'flush';

const SAVEPOINT = CompiledQuery.raw('savepoint idempotent_call');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint idempotent_call');
const DROPPED = new Error('the request failed: its transaction is taken back');

const current = new AsyncLocalStorage<RequestKey>();

/** The key of the request running now, if it runs on `db`. */
export function requestKeyOn(db: Kysely<Database>): RequestKey | undefined {
  const key = current.getStore();
  return key?.db === db ? key : undefined;
}

/** One request's hold on its key; see the header. */
export class RequestKey {
  /** pending: a transaction holds the key, uncommitted; done: committed answered; flushed: under its lease. */
  state: 'waiting' | 'joining' | 'pending' | 'done' | 'flushed' | 'taken' = 'waiting';
  #decide: (d: Decision) => void = () => {};
  #ended: Promise<void> = Promise.resolve();
  #turn: Promise<void> = Promise.resolve();

  constructor(
    readonly db: Kysely<Database>,
    readonly claim: IdempotencyClaim,
    readonly id: string,
    private readonly pendingMs: number = PENDING_ANSWER_MS,
  ) {}

  /** Runs `request` with this key as the request's. */
  around<T>(request: () => Promise<T>): Promise<T> {
    return current.run(this, request);
  }

  /** A write transaction of the request: the first one claims the key (`open` as the unit of work opens one). */
  async carry<T>(open: OpenWrite, retryable: (e: unknown) => boolean, work: Body<T>) {
    while (this.state === 'joining') await this.#turn;
    await this.flush();
    if (this.state !== 'waiting') return open(work, () => true);
    return this.#join(open, retryable, work);
  }

  /** Lets a pending transaction commit now, the key held under its lease (before other work needs the database). */
  async flush(): Promise<void> {
    if (this.state !== 'pending') return;
    this.#decide('flush');
    await this.#ended;
  }

  /**
   * The request answered (`null`: nothing to keep): the pending transaction stores the answer and
   * commits, or is taken back. Answers where the key stands now for the store to finish.
   */
  async settle(answer: IdempotentAnswer | null): Promise<'done' | 'waiting' | 'flushed' | 'taken'> {
    if (this.state === 'pending') {
      this.#decide(answer ? { answer } : 'drop');
      await this.#ended.catch((error: unknown) => {
        if (error !== DROPPED) throw error;
      });
      return 'done';
    }
    // A commit that failed after the call was handed back: its answer is not what happened.
    await this.#ended;
    return this.state === 'joining' ? 'waiting' : this.state;
  }

  #join<T>(open: OpenWrite, retryable: (e: unknown) => boolean, work: Body<T>) {
    this.state = 'joining';
    let handed = false;
    let turn = () => {};
    this.#turn = new Promise((next) => {
      turn = next;
    });
    const decision = new Promise<Decision>((decide) => {
      this.#decide = decide;
    });
    return new Promise<T>((resolve, reject) => {
      const hand = (give: () => void) => {
        handed = true;
        this.state = 'pending';
        const timer = setTimeout(() => this.#decide('flush'), this.pendingMs);
        timer.unref?.();
        void decision.finally(() => clearTimeout(timer));
        give();
        turn();
      };
      const ended = open(
        async (tx) => {
          if (!(await claimKey(tx, this.claim, this.id, null))) throw new IdempotencyKeyTaken();
          await tx.executeQuery(SAVEPOINT);
          try {
            const value = await work(tx);
            hand(() => resolve(value));
          } catch (error) {
            if (retryable(error)) throw error;
            await tx.executeQuery(ROLLBACK_TO).catch(() => Promise.reject(error));
            hand(() => reject(error));
          }
          const decided = await decision;
          if (decided === 'drop') throw DROPPED;
          if (decided !== 'flush')
            await answerKey(tx, this.claim.scope, this.claim.key, this.id, decided.answer);
          return decided === 'flush' ? 'flushed' : 'done';
        },
        () => !handed,
      );
      this.#ended = ended.then(
        (state) => {
          this.state = state;
        },
        (error: unknown) => {
          this.state = error instanceof IdempotencyKeyTaken ? 'taken' : 'waiting';
          if (handed) throw error;
          reject(error);
          turn();
        },
      );
      this.#ended.catch(() => undefined); // seen by settle or flush; before handing, by the caller
    });
  }
}
