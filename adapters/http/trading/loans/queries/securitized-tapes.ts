/**
 * Securitized tapes (spec §7 `viewSecuritizedTape`; §6 "Due diligence … loads securitized
 * tapes"). The spec gives no payload; ours: the tapes a due-diligence firm has been engaged on
 * — the tapes it reviews to generate the securitisation tapes (ASF and the others) — each with
 * the loans it can see, the issuing authority, the lender, and the investors who engaged it.
 */
import type { DomainError } from '../../../../../core/errors/domain-error';
import { ok, type Result } from '../../../../../core/errors/result';
import { listTapes } from '../../../../../core/loans/tapes';
import type { Actor } from '../../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../../core/trading/stores';
import { requireTradeCapability } from '../../../../../core/trading/trade-capability';
import { listDueDiligenceCases } from '../../../../../core/transfer/due-diligence';

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
  const allowed = requireTradeCapability(actor, 'load_securitized_tapes');
  if (!allowed.ok) return allowed;
  const cases = await listDueDiligenceCases(deps, actor);
  if (!cases.ok) return cases;
  const engaged = cases.value.filter((c) => c.ddFirmId === actor.userId);
  const tiles = await listTapes(deps, actor);
  if (!tiles.ok) return tiles;
  return ok(
    tiles.value.flatMap((tile) => {
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
    }),
  );
}
