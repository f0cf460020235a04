/**
 * The authorisation matrix over HTTP: every operation of the OpenAPI document the app serves ×
 * every persona of the seeded demo (lender, a second lender, two investors, the due-diligence
 * firm, the rating agency, the platform admin, the business admin, the consumer, nobody signed
 * in) × each thing of the kind the operation acts on (a lender's own loan or tape and another
 * lender's, an investor's own bid, pool, price or purchase and another's, a tape the firm is
 * engaged on and one it is not …). The verdict of each cell comes from the core's rules
 * (./testing/matrix-rules*.ts); a refused cell must not answer 2xx nor change any table, and no
 * 2xx may carry a loan, loan number or tape the core hides from the caller. On SQLite and
 * PostgreSQL, one seeded platform each, requests in process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/test-databases';
import { ACCOUNT_RULES } from './testing/matrix-rules-accounts';
import { TAPE_RULES } from './testing/matrix-rules-tapes';
import { TRADING_RULES } from './testing/matrix-rules-trading';
import { TRANSFER_RULES } from './testing/matrix-rules-transfer';
import { type MatrixReport, runMatrix } from './testing/matrix-run';
import { type MatrixWorld, matrixWorld } from './testing/matrix-world';
import type { OpenApiDoc } from './testing/openapi-requests';

const RULES = { ...ACCOUNT_RULES, ...TRADING_RULES, ...TRANSFER_RULES, ...TAPE_RULES };

for (const backend of testDatabases()) {
  describe(`authorisation matrix over every documented operation (${backend.name})`, {
    timeout: 120_000,
  }, () => {
    let world: MatrixWorld;
    let report: MatrixReport;
    beforeAll(async () => {
      world = await matrixWorld(backend);
      const doc = (await (await world.platform.app.request('/api/openapi.json')).json()) as OpenApiDoc;
      const started = performance.now();
      report = await runMatrix(world, doc, RULES);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `${backend.name}: ${report.operations} operations × ${report.callers} callers: ${report.cells} cells in ` +
          `${seconds.toFixed(1)} s; ${report.reached.size} operations answered an allowed caller 2xx; ` +
          `${report.leaks.length} leaks; ${JSON.stringify(Object.fromEntries([...report.tally].sort()))}`,
      );
    }, 120_000);
    afterAll(() => world?.close());

    it('has a rule for every documented operation and something to try each on', () => {
      expect(report.unruled).toEqual([]);
      expect(report.operations).toBeGreaterThan(150);
    });

    it('lets no persona or non-owner read or change what the rules refuse them: 0 leaks', () => {
      expect(report.leaks).toEqual([]);
      expect(report.failures).toEqual([]);
      expect(world.logged).toEqual([]);
    });

    it('refuses nobody the rules allow', () => {
      expect(report.disagreements).toEqual([]);
    });

    it('reaches the use cases: refusals and successes both happen', () => {
      expect(report.tally.get('refused 2xx') ?? 0).toBe(0);
      expect(report.reached.size).toBeGreaterThan(100);
    });
  });
}
