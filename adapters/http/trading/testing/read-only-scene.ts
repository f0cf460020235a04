/**
 * The scene the read-only matrix acts on, seeded through the use cases as the cast without any
 * route configuration: a lender's tape with two loans open for bidding, an investor engaged with
 * a due-diligence firm, a stakeholder price (sent during an unsold auction of its loan), a query
 * thread and files each party uploaded.
 */
import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { unwrap } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';
import { openStipulation } from '../../../../core/stipulations/open-stipulation';
import { sendStakeholderPrices } from '../../../../core/transfer/stakeholder-prices';
import { STIPULATION_STAGES } from '../../../../core/validation/constants';
import { SAMPLE } from '../diligence/testing/sample-files';
import type { ActorKey } from './test-actors';
import type { TestClient } from './test-client';
import type { TradingWorld } from './trading-world';

export const TAPE = 'Harbor 2026-1';

/** What the calls name: loans, open bids, a stakeholder row, a query thread, a lender's file. */
export interface Seeded {
  readonly loans: readonly string[];
  readonly bids: readonly string[];
  readonly rowId: string;
  readonly stipulationId: string;
  readonly blobName: string;
  /** Files the investor and the due-diligence firm uploaded, to attach to queries and replies. */
  readonly investorBlob: string;
  readonly firmBlob: string;
}

export const QUERY = {
  partyB: 'dd-1',
  stage: STIPULATION_STAGES[0],
  docInfo: 'Appraisal',
  message: 'Signed?',
};

/** Seeds through the use cases as the cast without any route configuration. */
export async function seedReadOnlyScene(w: TradingWorld): Promise<Seeded> {
  const loans = (await w.seedTape({ tapeName: TAPE, count: 6 })).map((l) => l.id);
  const bids = (await w.seedBids([loans[0]!, loans[1]!])).map((b) => b.id);
  await w.seedDueDiligence(TAPE);
  const { investor, lender } = w.actors;
  // Priced while the lender has it open for bidding (an investor sees no listed loan of another).
  const prices = { prices: [{ loanId: loans[2]!, bidPrice: 5 }] };
  const [row] = unwrap(
    await w.duringAuction([loans[2]!], () => sendStakeholderPrices(w.trading, investor, prices)),
  );
  const upload = async (by: Actor, bytes: Uint8Array) => {
    const { name } = await w.deps.blobs.put(bytes);
    unwrap(await recordBlobUpload(w.trading, by, { blobName: name }));
    return name;
  };
  const investorBlob = await upload(investor, SAMPLE.pdf('query'));
  const firmBlob = await upload(w.actors.dueDiligence, SAMPLE.png('photo'));
  const query = { ...QUERY, loanId: loans[2]!, blobName: investorBlob };
  const stipulation = unwrap(await openStipulation(w.trading, investor, query));
  const blobName = await upload(lender, SAMPLE.pdf('deed'));
  return { loans, bids, rowId: row!.id, stipulationId: stipulation.id, blobName, investorBlob, firmBlob };
}

export interface ReadOnlyCase {
  readonly label: string;
  readonly by: ActorKey;
  readonly call: (client: TestClient, s: Seeded, w: TradingWorld) => Promise<Response>;
  /** The refusal's text where the spec fixes it (else the read-only sentence). */
  readonly message?: string;
}
