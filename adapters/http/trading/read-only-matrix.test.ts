/**
 * The authorisation matrix of read-only pages (spec §6): every action §6 disables, driven over
 * HTTP by a member whose route configuration makes the loan-trading page read-only, is refused
 * with 403 PERMISSION.READ_ONLY and leaves no trace in the audit log; the same call by a member
 * whose page is writable is never refused for that reason. In memory, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorScreens } from '../../../core/permissions/actor';
import { defaultRouteConfig, LOAN_TRADING_PAGE } from '../../../core/permissions/route-config';
import { testDatabases } from '../../db/testing/test-databases';
import { kyselyTradingBackend } from './testing/kysely-trading-backend';
import { READ_ONLY_TRADE_CASES } from './testing/read-only-actions';
import { READ_ONLY_GRID_CASES } from './testing/read-only-grid-actions';
import { type Seeded, seedReadOnlyScene } from './testing/read-only-scene';
import { json } from './testing/test-client';
import { type MakeTradingBackend, memoryTradingBackend } from './testing/trading-backend';
import { type TradingWorld, tradingWorld } from './testing/trading-world';

/** A business user's configuration with the loan-trading page set read-only, or not. */
const member = (loanPoolReadOnly: boolean): ActorScreens => ({
  routes: defaultRouteConfig('BUSINESSUSER').routes.map((r) =>
    r.path === LOAN_TRADING_PAGE ? { ...r, readOnly: loanPoolReadOnly } : r,
  ),
  personaCheck: true,
});

const CASES = [...READ_ONLY_TRADE_CASES, ...READ_ONLY_GRID_CASES];

const backends: [string, MakeTradingBackend][] = [
  ['memory', memoryTradingBackend],
  ...testDatabases().map((b) => [b.name, kyselyTradingBackend(b)] as [string, MakeTradingBackend]),
];

describe.each(backends)('read-only loan-trading page on %s', (_name, backend) => {
  describe.each([
    ['read-only', true],
    ['writable', false],
  ] as const)('as a %s member', (_mode, readOnly) => {
    let w: TradingWorld;
    let seeded: Seeded;
    beforeAll(async () => {
      w = await tradingWorld({ backend, screens: member(readOnly) });
      seeded = await seedReadOnlyScene(w);
    });
    afterAll(() => w.close());

    it.each(CASES.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
      const before = (await w.audit()).length;
      const res = await c.call(w.as(c.by), seeded, w);
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await json(res) : {};
      if (readOnly) {
        expect([res.status, body.code]).toEqual([403, 'PERMISSION.READ_ONLY']);
        expect(body.error).toEqual(
          c.message ?? expect.stringMatching(/^This page is read-only: you cannot .+ here\.$/),
        );
        expect((await w.audit()).length).toBe(before);
      } else {
        expect(body.code).not.toBe('PERMISSION.READ_ONLY');
        expect(res.status).not.toBe(401);
      }
      expect(w.failures).toEqual([]);
    });
  });
});
