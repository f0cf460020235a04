/**
 * Starting due diligence (spec §2 DD FULL REVIEW, §5 DD start, §6 investor "Start DD"): an
 * investor engages a due-diligence firm on a tape with an engagement file. One case per
 * investor and tape. The firm is told, and from then on the investor, the firm and the loans'
 * owner may raise stipulations on the tape's loans; the transfer waits for the case.
 *
 * A case lets its firm read the borrower data of the whole tape, so only an investor with a
 * stake in the tape may start one (ours; the spec's DD comes after bidding or pricing): it has
 * bid on one of the tape's loans or sent the owner a price for one (a stakeholder row). The
 * tape's owner needs no due diligence on its own loans. Pool membership (spec §4 "Loan pool")
 * is deliberately no stake: a pool is the investor's private shortlist, added and removed at
 * will, and commits it to nothing the owner sees — counting it would let any investor who can
 * see one loan open for bidding have a firm read the borrowers of the whole tape.
 *
 * The engagement file may arrive with the request (`upload`): it is then recorded as the
 * actor's upload in the start's transaction, so a refused start leaves no ledger row.
 */
import { citationRefusal, keptFileName } from '../documents/blob-citations';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import { isBlobName } from '../ports/blob-store';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { validate } from '../validation/field-kit';
import { ddStartForm } from '../validation/transfer-forms';
import type { DueDiligenceCase } from './due-diligence-store';
import { transferErrors } from './transfer.errors';

export interface StartDueDiligenceInput {
  readonly tapeName: string;
  /** User id of the due-diligence firm (the second party). */
  readonly partyB?: string | null;
  /** Blob name of the uploaded engagement file. */
  readonly blobName?: string | null;
  /**
   * Set when the engagement file arrives with this request (the start form's multipart upload):
   * the file is recorded in the blob ledger as the actor's upload inside the start's own
   * transaction, so a refused start leaves no record of it. Without it, `blobName` must name a
   * file the actor uploaded before.
   */
  readonly upload?: { readonly fileName?: string | null };
}

/** Opens a due-diligence case on a tape for the acting investor. */
export async function startDueDiligence(
  deps: TradingDeps,
  actor: Actor,
  input: StartDueDiligenceInput,
): Promise<Result<DueDiligenceCase, DomainError>> {
  const form = validate(ddStartForm, input, 'DD.INVALID');
  if (!form.ok) return form;
  const allowed = requireCapability(actor, 'start_dd');
  if (!allowed.ok) return allowed;
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const tape = await s.tapes.get(input.tapeName);
    if (!tape) return err(transferErrors.tapeNotFound(input.tapeName));
    const firm = await s.directory.get(form.value.partyB);
    if (firm?.persona !== 'due_diligence') return err(transferErrors.notADdFirm(form.value.partyB));
    if (input.upload && isBlobName(form.value.blobName)) {
      const fileName = keptFileName(input.upload.fileName);
      await s.blobUploads.recordUpload(form.value.blobName, actor.userId, tx.at, fileName);
    }
    const unowned = await citationRefusal(s.blobUploads, actor.userId, { blobName: form.value.blobName });
    if (unowned) return err(unowned);
    if (!(await hasStakeInTape(s, actor.userId, tape.name)))
      return err(transferErrors.noStakeInTape(tape.name));
    const dd: DueDiligenceCase = {
      id: tx.nextId(),
      tapeName: tape.name,
      investorId: actor.userId,
      ddFirmId: firm.userId,
      fileBlobName: form.value.blobName,
      startedAt: tx.at,
    };
    if (!(await s.dueDiligence.insert(dd))) return err(transferErrors.ddAlreadyStarted(tape.name));
    await audit(tx, 'dd.started', tape.name, {
      caseId: dd.id,
      ddFirmId: firm.userId,
      blobName: dd.fileBlobName,
    });
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: firm.userId,
      notificationType: 'notifyDueDiligence',
      tapeName: tape.name,
      subject: 'You have been engaged for due diligence',
      body: `${actor.name} started due diligence on ${tape.name} with you.`,
      data: { caseId: dd.id, investorId: actor.userId },
    });
    return ok(dd);
  });
}

/** Whether `userId` bid on a loan of `tapeName` or sent a price for one. */
async function hasStakeInTape(
  s: Pick<TradingStores, 'bids' | 'approvals'>,
  userId: string,
  tapeName: string,
): Promise<boolean> {
  const priced = await s.approvals.stakeholderRowsOnTape(tapeName, userId);
  if (priced.some((r) => r.investorId === userId)) return true;
  const entries = await s.bids.entriesOfBidder(userId);
  const bids = await s.bids.getMany([...new Set(entries.map((e) => e.bidId))]);
  return bids.some((b) => b.tapeName === tapeName);
}

/** The cases the actor takes part in (as investor or firm), oldest first. */
export async function listDueDiligenceCases(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<DueDiligenceCase[], DomainError>> {
  return transact(deps.uow, async (s) => ok(await s.dueDiligence.casesForParty(actor.userId)));
}
