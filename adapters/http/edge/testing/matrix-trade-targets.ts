/**
 * Why: besides loans and tapes, trading routes act on bids, question threads, stipulations,
 * stakeholder rows, purchase approvals, saved filters, import batches, files and unstaking
 * requests — each with parties of its own. This reads one or two of each from the seeded
 * platform (one the caller may be party to, one another's), their parties decided by the core's
 * rules (`threadSide`, `partyOf`) or by the row that names them.
 */
import { threadSide } from '../../../../core/bidding/bid-stipulations';
import { partyOf } from '../../../../core/stipulations/stipulation';
import type { Relation, Target } from './matrix-types';
import { type MatrixWorld, TARGET_LOANS } from './matrix-world';

const byNumber = (loans: readonly Target[], n: string) => loans.find((l) => l.ref.loanNumber === n)!;

/** The trading targets that are not loans or tapes. */
export async function tradeTargets(w: MatrixWorld, loans: readonly Target[]): Promise<Target[]> {
  const { db } = w.platform.connection;
  const people = w.callers.filter((c) => c.actor !== null);
  const ids = people.map((c) => c.userId);
  const out: Target[] = [];
  const add = (
    kind: Target['kind'],
    label: string,
    ref: Target['ref'],
    rel: Partial<Record<Relation, readonly string[]>>,
  ) => out.push({ kind, label, ref, rel });

  const loanIds = loans.map((l) => l.ref.id!);
  const bids = await db.selectFrom('bids').selectAll().where('loan_id', 'in', loanIds).execute();
  for (const bid of bids) {
    const loan = loans.find((l) => l.ref.id === bid.loan_id)!;
    add('bid', `${bid.status} bid on ${loan.ref.loanNumber}`, { id: bid.id, loanId: bid.loan_id }, loan.rel);
  }
  // Question threads: those with messages (the second investor's) and one not started (the first's).
  const bidding = byNumber(loans, TARGET_LOANS.bidding);
  const asked = await db.selectFrom('bid_questions').select(['bid_id', 'bidder_id']).distinct().execute();
  const fresh = {
    bid_id: bids.find((b) => b.loan_id === bidding.ref.id)!.id,
    bidder_id: w.by('investor').userId,
  };
  const threads = [...asked, fresh].filter(
    (t, i, all) => all.findIndex((u) => u.bid_id === t.bid_id && u.bidder_id === t.bidder_id) === i,
  );
  for (const t of threads) {
    const bid = await db
      .selectFrom('bids')
      .select(['id', 'lender_id'])
      .where('id', '=', t.bid_id)
      .executeTakeFirstOrThrow();
    const bidderId = t.bidder_id;
    const party = people.filter((c) => threadSide(c.actor!, { lenderId: bid.lender_id }, bidderId) !== null);
    add(
      'thread',
      `bid thread of ${bidderId === w.by('investor').userId ? 'investor' : 'investor2'}`,
      { bidId: bid.id, bidderId },
      { party: party.map((c) => c.userId) },
    );
  }
  const stipIds = await db.selectFrom('stipulations').select('id').orderBy('id').execute();
  const stips = await w.platform.trading.uow.read((s) =>
    Promise.all(stipIds.map((r) => s.stipulations.get(r.id))),
  );
  for (const stip of stips)
    if (stip && !stip.closed)
      add(
        'stipulation',
        `stipulation ${stip.partyA.name} ↔ ${stip.partyB.name}`,
        { id: stip.id, loanId: stip.loanId },
        { party: ids.filter((u) => partyOf(stip, u) !== null) },
      );

  const rows = await db
    .selectFrom('stakeholder_rows')
    .selectAll()
    .where('status', 'in', ['pending', 'inprogress'])
    .orderBy('id')
    .execute();
  for (const row of rows)
    add(
      'row',
      `${row.status} stakeholder row`,
      { id: row.id, loanId: row.loan_id, tapeName: row.tape_name },
      { party: [row.investor_id, row.lender_id], decides: [row.lender_id] },
    );
  const approvals = await db
    .selectFrom('purchase_approvals')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  for (const a of approvals)
    add(
      'approval',
      `pending purchase of ${a.loan_id.slice(-4)}`,
      { bidId: a.bid_id, loanId: a.loan_id },
      { party: [a.owner_id], decides: [a.approver_id] },
    );
  const filters = await db
    .selectFrom('favourite_filters')
    .select(['id', 'user_id', 'name'])
    .orderBy('name')
    .execute();
  for (const f of filters) add('filter', `favourite filter ${f.name}`, { id: f.id }, { party: [f.user_id] });
  const batches = await db
    .selectFrom('import_batches')
    .select(['id', 'created_by', 'tape_name'])
    .orderBy('tape_name')
    .execute();
  for (const b of batches) add('batch', `import of ${b.tape_name}`, { id: b.id }, { party: [b.created_by] });

  const bought = byNumber(loans, TARGET_LOANS.bought);
  const revision = await db
    .selectFrom('document_revisions')
    .select('blob_name')
    .where('loan_id', '=', bought.ref.id!)
    .orderBy('blob_name')
    .executeTakeFirstOrThrow();
  add(
    'blob',
    `document of ${bought.ref.loanNumber}`,
    { blobName: revision.blob_name, loanId: bought.ref.id! },
    { party: bought.rel.readsDocs ?? [] },
  );
  const ddCase = await db.selectFrom('dd_cases').selectAll().orderBy('started_at').executeTakeFirstOrThrow();
  add(
    'blob',
    `engagement file of ${ddCase.tape_name}`,
    { blobName: ddCase.file_blob_name },
    { party: [ddCase.investor_id, ddCase.dd_firm_id] },
  );

  const requests = await db.selectFrom('unstake_requests').selectAll().execute();
  for (const r of requests)
    add(
      'unstake',
      `unstaking request on ${r.loan_number}`,
      { id: r.id, loanId: r.loan_id },
      { party: [r.requester_id], decides: [r.lender_id] },
    );
  return out;
}
