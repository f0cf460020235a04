/**
 * Money inputs of the trading screens (bid, reprice, servicing fee; spec §5). An amount is
 * typed in dollars with at most two decimals (the inputs' step 0.01) and comes out as integer
 * `Cents` through `parseDollars`, so no float ever reaches a rule. Thousands separators are
 * accepted; exponents, hex and a third decimal are not. Checks run in the order of
 * `AmountMessages`, so the user sees the first problem.
 */
import { z } from 'zod';
import { type Cents, parseDollars, ungroup } from '../money/cents';
import type { AmountMessages } from './trading-rules';

export type { AmountMessages };

const isBlank = (raw: unknown) =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/**
 * An amount in dollars of at least `minDollars`, parsed to cents.
 * @example amountField(0.01, messages).parse('1,250.5') // 125050
 */
export function amountField(minDollars: number, messages: AmountMessages) {
  const minCents = Math.round(minDollars * 100);
  return z
    .union([z.string(), z.number()], { error: messages.notANumber })
    .nullish()
    .transform((raw, ctx): Cents => {
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
    });
}
