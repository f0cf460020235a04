import type { Kysely } from 'kysely';
import type { OutboxChannel } from '../../core/notifications/outbox';
import type { DialectName } from '../db/dialect';
import { claimDue, markDelivered, markFailed } from '../db/outbox/outbox-queries';
import type { OutboxRecord } from '../db/outbox/outbox-rows';
import type { Database } from '../db/schema';
import { kyselyUnitOfWork } from '../db/unit-of-work';

/**
 * Delivers what committed changes put in the outbox. In-app notifications are delivered by
 * being stored (the user reads them with GET /api/notifications), so they are simply marked.
 * Email goes out through a sender when one is configured (SMTP); without one, and for SMS (no
 * provider is configured in this build), messages stay in the outbox, readable through
 * `ispz outbox list` and, in development, the dev mailbox — that is how a person running the
 * demo receives their OTP. Email and SMS bodies are removed once sent: they may hold an OTP.
 */
export interface MessageSender {
  send(message: OutboxRecord): Promise<void>;
}

export interface DispatcherOptions {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly now: () => Date;
  /** Senders per channel; a channel without one is left waiting (email without SMTP, SMS). */
  readonly senders: Partial<Record<Exclude<OutboxChannel, 'notification'>, MessageSender>>;
  readonly batchSize?: number;
  /** How long a claim is held before another dispatcher may take the message. */
  readonly leaseMs?: number;
  /** Delay before a failed message is tried again (grows with attempts). */
  readonly retryMs?: number;
}

export interface DispatchCounts {
  readonly delivered: number;
  readonly failed: number;
  readonly waiting: number;
}

export function createDispatcher(options: DispatcherOptions) {
  const { db, dialect, now, senders } = options;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryMs = options.retryMs ?? 30_000;
  const uow = kyselyUnitOfWork(db, dialect, (tx) => tx);

  /** One pass over the due messages. */
  async function runOnce(): Promise<DispatchCounts> {
    const at = now();
    const claimed = await uow.run((tx) =>
      claimDue(tx, dialect, {
        now: at.toISOString(),
        leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
        limit: batchSize,
      }),
    );
    let delivered = 0;
    let failed = 0;
    let waiting = 0;
    for (const message of claimed) {
      if (message.channel === 'notification') {
        if (await markDelivered(db, message.id, now().toISOString())) delivered += 1;
        continue;
      }
      const sender = senders[message.channel];
      if (!sender) {
        // No way to send it here: release it far ahead so it is not claimed on every pass.
        await markFailed(db, message.id, `no ${message.channel} sender configured`, farFuture(at));
        waiting += 1;
        continue;
      }
      try {
        await sender.send(message);
        if (await markDelivered(db, message.id, now().toISOString(), { redact: true })) delivered += 1;
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        const backoff = retryMs * 2 ** Math.min(message.attempts, 8);
        await markFailed(
          db,
          message.id,
          reason.slice(0, 500),
          new Date(now().getTime() + backoff).toISOString(),
        );
        failed += 1;
      }
    }
    return { delivered, failed, waiting };
  }

  /** Runs `runOnce` every `intervalMs` until the returned stop function is called. */
  function start(intervalMs: number, onError: (e: unknown) => void = () => {}): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      if (stopped) return;
      running = running.then(() => runOnce()).catch(onError);
    }, intervalMs);
    timer.unref();
    return async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    };
  }

  return { runOnce, start };
}

function farFuture(from: Date): string {
  return new Date(from.getTime() + 365 * 24 * 3600 * 1000).toISOString();
}
