/**
 * Paging of the bidding table (ours): `page` and `limit`, in the query of GET and the body of
 * POST `/api/bidding_table`, and the answer's data — the page's rows with the total of every
 * page. Without them the answer is the first page of the default size (core `BIDDING_PAGE`).
 */
import { z } from '@hono/zod-openapi';
import { BIDDING_PAGE, type BiddingTableOutcome } from '../../../../core/bidding/bidding-table';
import { bidRowDto } from '../dto/bidding-dto';

/** Paging of the table (ours): without it, the first page of the default size. */
export const paging = {
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .openapi({ description: 'Page, from 1 (default 1).' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(BIDDING_PAGE.max)
    .optional()
    .openapi({
      description: `Rows per page (default ${BIDDING_PAGE.default}, at most ${BIDDING_PAGE.max}).`,
    }),
};

/** The use case's paging input of the answered fields (absent ones take the defaults). */
export const pageOf = (p: { readonly page?: number; readonly limit?: number }) => ({
  ...(p.page === undefined ? {} : { page: p.page }),
  ...(p.limit === undefined ? {} : { limit: p.limit }),
});

/** The answer's data: the page's rows as DTOs, with the total and the page answered. */
export const tableData = ({ rows, total, page, limit }: BiddingTableOutcome) => ({
  docs: rows.map(bidRowDto),
  total,
  page,
  limit,
});
