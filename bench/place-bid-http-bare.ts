/**
 * The baselines of bench/place-bid-http.ts: bare Hono routes on the same server process and the
 * same database connection as the platform, with none of its work around the SQL (no session,
 * actor, rules, audit chain or DTOs).
 *
 * - `POST /bench/bare_bid {bidId, bidderId, amount}`: one write transaction (the platform's own
 *   unit of work: `BEGIN IMMEDIATE` on SQLite) inserting the row a bid placement inserts, into a
 *   table of the same columns and key as `bid_entries` but without its foreign key.
 * - `GET /bench/bare_read?id=`: one SELECT of one bid row by its key — the floor of any read.
 * - `GET /bench/cpu`: the server process's CPU time, read before and after each run.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { DbConnection } from '../adapters/db/connection';
import { kyselyUnitOfWork } from '../adapters/db/unit-of-work';

/** The Hono app of the bare routes, after creating the table the bare bids go to. */
export async function bareRoutes(connection: DbConnection): Promise<Hono> {
  const { db, dialect } = connection;
  await sql`
    create table if not exists bench_bare_entries (
      bid_id text not null,
      bidder_id text not null,
      amount_cents bigint not null,
      placed_at text not null,
      bought integer not null default 0,
      primary key (bid_id, bidder_id)
    )`.execute(db);
  const uow = kyselyUnitOfWork(db, dialect, (tx) => tx);
  const app = new Hono();
  app.post('/bench/bare_bid', async (c) => {
    const body = await c.req.json<{ bidId: string; bidderId: string; amount: number }>();
    const placedAt = new Date().toISOString();
    const amountCents = Math.round(body.amount * 100);
    await uow.run((tx) =>
      sql`insert into bench_bare_entries (bid_id, bidder_id, amount_cents, placed_at)
          values (${body.bidId}, ${body.bidderId}, ${amountCents}, ${placedAt})`.execute(tx),
    );
    return c.json({ success: true, data: { bidId: body.bidId, bidderId: body.bidderId, placedAt } }, 201);
  });
  // The server's CPU time so far (user + system, µs): what a run cost the server, however
  // loaded the machine is.
  app.get('/bench/cpu', (c) => {
    const { user, system } = process.cpuUsage();
    return c.json({ micros: user + system });
  });
  app.get('/bench/bare_read', async (c) => {
    const found = await sql`select * from bids where id = ${c.req.query('id') ?? ''}`.execute(db);
    return c.json({ success: true, data: found.rows[0] ?? null });
  });
  return app;
}
