import type { SheetPiece } from './table-framer';

/**
 * Where a streamed read puts its pieces, with flow control: a reader awaits `ready()` between
 * chunks, and it resolves only while few row batches wait unread, so a reader faster than its
 * consumer (the import writing loans) never piles the sheet up in memory.
 */
export interface PieceSink {
  emit(piece: SheetPiece): void;
  /** Resolves once at most the window of row batches is waiting. */
  ready(): Promise<void>;
  /** True once nobody reads the pieces any more: the reader may stop. */
  readonly stopped: boolean;
}

/** Row batches a reader may be ahead of its consumer. */
export const WINDOW = 4;

/** A sink and the pieces it received, read in the same thread as an async iterable. */
export interface PieceChannel {
  readonly sink: PieceSink;
  readonly pieces: AsyncIterable<SheetPiece>;
  /** Ends the pieces: after the last one, or with the error that stopped the reader. */
  close(error?: unknown): void;
}

/** A `PieceChannel` holding at most `window` unread row batches before its reader waits. */
export function pieceChannel(window = WINDOW): PieceChannel {
  const queue: SheetPiece[] = [];
  let unreadBatches = 0;
  let closed = false;
  let abandoned = false;
  let failure: unknown = null;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = () => {
    const w = wakeConsumer;
    wakeConsumer = null;
    w?.();
  };
  const sink: PieceSink = {
    get stopped() {
      return abandoned;
    },
    emit(piece) {
      if (abandoned) return;
      queue.push(piece);
      if (piece.type === 'rows') unreadBatches++;
      wake();
    },
    ready() {
      if (unreadBatches <= window || closed || abandoned) return Promise.resolve();
      return new Promise((resolve) => {
        wakeProducer = resolve;
      });
    },
  };
  async function* pieces(): AsyncGenerator<SheetPiece> {
    try {
      for (;;) {
        const piece = queue.shift();
        if (piece) {
          if (piece.type === 'rows' && --unreadBatches <= window && wakeProducer) {
            const w = wakeProducer;
            wakeProducer = null;
            w();
          }
          yield piece;
          continue;
        }
        if (failure !== null) throw failure;
        if (closed) return;
        await new Promise<void>((resolve) => {
          wakeConsumer = resolve;
        });
      }
    } finally {
      // A consumer that stops early lets a waiting reader go on, to find it should stop.
      abandoned = true;
      queue.length = 0;
      wakeProducer?.();
    }
  }
  return {
    sink,
    pieces: pieces(),
    close(error) {
      if (error !== undefined) failure = error ?? new Error('the sheet reader failed');
      closed = true;
      wake();
    },
  };
}
