/**
 * The bidding table's server state: `GET /bidding_table?bidderId=` (or `POST` with the filter
 * panel's payload, or `POST /view_After_Bidding` for the bids placed), the rows the caller
 * bid on since (shown at once, without a reload), and the clock the rows are seen at — read
 * again every minute so an open screen's expire-in cells keep up.
 */
import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../shared/use-api-query';
import { type BidRow, type BidRowView, biddingRows } from './bidding-view';
import type { BiddingFilters } from './props';

/** How often the expire-in cells are worked out again. */
export const CLOCK_TICK_MS = 60_000;

/** `now()` read once and again every {@link CLOCK_TICK_MS}. */
export function useTicking(now: () => Date): Date {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return at;
}

/** The rows of the caller's bidding table, in the spec's order at `now`. */
export function useBiddingRows(args: {
  readonly bidderId: string;
  readonly filters?: BiddingFilters;
  readonly placedOnly?: boolean;
  readonly now: Date;
}) {
  const { bidderId, filters, placedOnly, now } = args;
  const query = useApiQuery(
    ['bidding_table', bidderId, filters ?? null, placedOnly === true],
    async (
      client,
      signal,
    ): Promise<{ data?: { docs: BidRow[]; total: number }; error?: unknown; response: Response }> => {
      if (placedOnly) {
        const a = await client.POST('/view_After_Bidding', { body: { userId: bidderId }, signal });
        const docs = a.data?.data;
        return {
          data: docs ? { docs, total: docs.length } : undefined,
          error: a.error,
          response: a.response,
        };
      }
      const a = filters
        ? await client.POST('/bidding_table', { body: { ...filters, bidderId }, signal })
        : await client.GET('/bidding_table', { params: { query: { bidderId } }, signal });
      return { data: a.data?.data, error: a.error, response: a.response };
    },
  );
  const [placed, setPlaced] = useState<Readonly<Record<string, BidRow>>>({});
  const rows = useMemo<BidRowView[]>(() => {
    const fresh = (query.data?.docs ?? []).map((row) => placed[row.bidId] ?? row);
    // view_After_Bidding keeps the server's order (newest first); the table uses the §4 order.
    return placedOnly
      ? fresh.map((row) => biddingRows([row], now)[0] as BidRowView)
      : biddingRows(fresh, now);
  }, [query.data, placed, placedOnly, now]);
  const markPlaced = (row: BidRow) => setPlaced((all) => ({ ...all, [row.bidId]: row }));
  // The server sends one bounded page (500 rows unless asked otherwise): say when there are more.
  const total = query.data?.total ?? 0;
  const hidden = Math.max(0, total - (query.data?.docs.length ?? 0));
  return {
    state: query.state,
    errorText: query.errorText,
    reload: query.reload,
    rows,
    markPlaced,
    total,
    hidden,
  };
}
