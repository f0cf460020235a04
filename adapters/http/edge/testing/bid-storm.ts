/**
 * Why: what goes wrong under concurrent bidding — two entries for one bidder, an answer 201
 * that was never stored, a retry answered differently, a bid taken after its deadline — shows
 * only when many real clients race. This drives `clients` concurrent HTTP clients (several per
 * investor, like tabs and retrying apps) over loopback against a storm world until the closing
 * bid's deadline has passed, and records every answer with when its request was sent.
 *
 * Each request carries one of three Idempotency-Keys per investor and bid (each with its own
 * amount), or none; so the same retry meets itself in flight, comes back after it finished,
 * and differs from the investor's other tries on the same bid.
 */
import type { StormWorld } from './bid-storm-world';

/** One request of the storm and its answer. */
export interface StormAnswer {
  readonly investor: string;
  readonly bidId: string;
  readonly key: string | null;
  readonly amount: number;
  /** Epoch ms when the request was sent. */
  readonly sentAt: number;
  readonly status: number;
  readonly replayed: boolean;
  readonly body: Record<string, unknown>;
}

/** What `variant` of `investor`'s tries on bid `b` sends: its key (3 = none) and its amount. */
function attempt(investor: number, b: number, variant: number, bidId: string, id: string) {
  return {
    key: variant === 3 ? null : `${id}:${bidId}:${variant}`,
    amount: 1_000 + investor * 10 + b + variant / 100,
  };
}

/**
 * Runs the storm until `lingerMs` after the closing (last) bid's deadline, and until every client
 * has tried the closing bid after it; answers every request.
 */
export async function bidStorm(world: StormWorld, clients: number, lingerMs: number): Promise<StormAnswer[]> {
  const answers: StormAnswer[] = [];
  const closing = world.bids.at(-1)!;
  const until = Date.parse(closing.validTill) + lingerMs;
  const deadline = Date.parse(closing.validTill);
  const client = async (c: number) => {
    const i = c % world.investors.length;
    const investor = world.investors[i]!;
    let sentLate = false;
    for (let round = 0; Date.now() < until || !sentLate; round++) {
      // Every other request goes to the closing bid, and each client's first after its deadline.
      const late = Date.now() >= deadline;
      const b: number =
        round % 2 === 0 || (late && !sentLate) ? world.bids.length - 1 : (c + round) % world.bids.length;
      sentLate ||= late && b === world.bids.length - 1;
      const bidId = world.bids[b]!.id;
      const { key, amount } = attempt(i, b, (c + round) % 4, bidId, investor.id);
      const headers: Record<string, string> = { ...investor.headers, 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key;
      const sentAt = Date.now();
      const res = await fetch(`${world.base}/place_bid`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ bidId, bidderId: investor.id, amount }),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      answers.push({
        investor: investor.id,
        bidId,
        key,
        amount,
        sentAt,
        status: res.status,
        replayed: res.headers.get('idempotent-replayed') === 'true',
        body: text.startsWith('{') ? JSON.parse(text) : { text },
      });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return answers;
}
