/**
 * The money inputs of the trading screens (bid, reprice, servicing fee; spec §5) in zod/mini:
 * the twin of the classic `../amount-field.ts`, step for step (a union of text or number, may
 * be missing, then one transform that reads dollars into integer `Cents` through
 * `parseDollars`), so both flavours give the same cents and the same first message.
 */
import * as z from 'zod/mini';
import { type Cents, parseDollars, ungroup } from '../../money/cents';
import type { AmountMessages } from '../trading-rules';
import './field-kit';

export type { AmountMessages };

const isBlank = (raw: unknown) =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/**
 * An amount in dollars of at least `minDollars`, parsed to cents.
 * @example z.parse(amountField(0.01, messages), '1,250.5') // 125050
 */
export function amountField(minDollars: number, messages: AmountMessages) {
  const minCents = Math.round(minDollars * 100);
  return z.pipe(
    z.nullish(z.union([z.string(), z.number()], { error: messages.notANumber })),
    z.transform((raw: string | number | null | undefined, ctx): Cents => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      };
      if (raw === null || raw === undefined || isBlank(raw)) return fail(messages.required);
      const text = typeof raw === 'number' ? null : ungroup(raw.trim());
      const n = typeof raw === 'number' ? raw : text === null ? Number.NaN : Number(text);
      if (!Number.isFinite(n)) return fail(messages.notANumber);
      if (n <= 0 && minCents > 0) return fail(messages.notPositive ?? messages.tooSmall);
      const amount = parseDollars(raw);
      if (amount === null) return fail(messages.tooPrecise);
      if (amount < minCents) return fail(messages.tooSmall);
      return amount;
    }),
  );
}
