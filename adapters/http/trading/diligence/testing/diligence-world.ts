/**
 * The setting of the diligence and transfer route tests: the shared trading world with a tape
 * of three loans imported by the lender (the investor has sent a price for the first, its
 * stake in the tape), and helpers that act over HTTP — upload a file, start
 * due diligence, raise a query — returning what the API answered.
 */
import type { Actor } from '../../../../../core/permissions/actor';
import type { ActorKey } from '../../testing/test-actors';
import { type Json, json } from '../../testing/test-client';
import { type TradingWorldOptions, tradingWorld } from '../../testing/trading-world';
import { SAMPLE } from './sample-files';

export const TAPE = 'Harbor 2026-1';

type Who = ActorKey | Actor;

/** What a created stipulation answers under `data`. */
export interface StipulationJson extends Json {
  readonly _id: string;
  readonly closed: boolean;
  readonly messages: readonly Json[];
}

export async function diligenceWorld(options: TradingWorldOptions = {}) {
  const w = await tradingWorld(options);
  const loans = await w.seedTape({ tapeName: TAPE, count: 3 });
  // Due diligence needs a stake in the tape: the investor has priced its first loan.
  await w.seedStake(TAPE);

  /** Uploads `bytes` as `fileName` and answers its blob name. */
  async function upload(
    who: Who,
    bytes = SAMPLE.pdf(),
    fileName = 'file.pdf',
    context?: string,
  ): Promise<string> {
    const res = await w
      .as(who)
      .upload(`/upload_file${context ? `?context=${context}` : ''}`, [{ name: fileName, bytes }]);
    if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
    return (await json<{ blobName: string }>(res)).blobName;
  }

  /** Starts due diligence over HTTP (the investor with the firm on the tape unless given). */
  function startDd(
    who: Who = 'investor',
    fields: Record<string, string> = {},
    bytes = SAMPLE.pdf('engagement'),
  ) {
    const form = { tapeName: TAPE, partyB: w.actors.dueDiligence.userId, ...fields };
    return w.as(who).upload('/start_due_diligence', [{ name: 'engagement.pdf', bytes }], form);
  }

  /** The body of a new query from `who` on the first loan (to the DD firm unless given). */
  async function queryBody(who: Who, over: Json = {}): Promise<Json> {
    return {
      loanId: loans[0]!.id,
      partyB: w.actors.dueDiligence.userId,
      docInfo: 'Appraisal is unsigned',
      message: 'Please send the signed appraisal',
      blobName: await upload(who, SAMPLE.pdf(`query-${JSON.stringify(over)}`), 'appraisal.pdf'),
      ...over,
    };
  }

  /** Raises a query and answers the thread, or throws. */
  async function raise(who: Who = 'investor', over: Json = {}): Promise<StipulationJson> {
    const res = await w.as(who).post('/stipulations_create', await queryBody(who, over));
    if (res.status !== 201) throw new Error(`query refused: ${res.status} ${await res.text()}`);
    return (await json<{ data: StipulationJson }>(res)).data;
  }

  /** The notification types sent to `userId`, oldest first. */
  const notified = async (userId: string) =>
    (await w.outbox())
      .filter((m) => m.channel === 'notification' && m.to === userId)
      .map((m) => m.notificationType);

  return { ...w, loans, upload, startDd, queryBody, raise, notified };
}

export type DiligenceWorld = Awaited<ReturnType<typeof diligenceWorld>>;
