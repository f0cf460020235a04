/**
 * Securitized tapes (spec §7 `viewSecuritizedTape`; §6 "Due diligence … loads securitized
 * tapes"). The spec gives no payload; ours: the tapes a due-diligence firm has been engaged on —
 * the tapes it reviews to generate the securitisation tapes (ASF and the others) — each with the
 * number of its loans the firm can see, the issuing authority, the lender, and the investors who
 * engaged it.
 */
import type { DomainError } from '../errors/domain-error';
import { ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { type TapeTile, tapeTilesIn } from '../tapes/tapes';
import type { DueDiligenceCase } from './due-diligence-store';

export interface SecuritizedTape {
  readonly tapeName: string;
  readonly loanCount: number;
  readonly issuingAuthority: string;
  readonly lenderId: string;
  /** Investors who engaged the firm on the tape, in the order they did. */
  readonly investorIds: readonly string[];
  /** When the firm was first engaged on the tape (ISO). */
  readonly engagedAt: string;
}

/** The tapes the acting due-diligence firm is engaged on, ordered by tape name. */
export async function securitizedTapes(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<SecuritizedTape[], DomainError>> {
  const allowed = requireCapability(actor, 'load_securitized_tapes');
  if (!allowed.ok) return allowed;
  return transact(deps.uow, async (s) => {
    const engaged = await s.dueDiligence.casesForFirm(actor.userId);
    const tiles = await tapeTilesIn(s, actor);
    if (!tiles.ok) return tiles;
    return ok(tapesOfCases(tiles.value, engaged));
  });
}

/** The tiles of the tapes `engaged` (the firm's cases, oldest first) are on, with those cases' facts. */
function tapesOfCases(tiles: readonly TapeTile[], engaged: readonly DueDiligenceCase[]): SecuritizedTape[] {
  return tiles.flatMap((tile) => {
    const onTape = engaged.filter((c) => c.tapeName === tile.tapeName);
    if (onTape.length === 0) return [];
    return [
      {
        tapeName: tile.tapeName,
        loanCount: tile.loanCount,
        issuingAuthority: tile.issuingAuthority,
        lenderId: tile.lenderId,
        investorIds: [...new Set(onTape.map((c) => c.investorId))],
        engagedAt: onTape[0]!.startedAt,
      },
    ];
  });
}
