import { afterEach, describe, expect, it } from 'vitest';
import type { ActorScreens } from '../../../../core/permissions/actor';
import { defaultRouteConfig, LOAN_TRADING_PAGE } from '../../../../core/permissions/route-config';
import { type Json, json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

const screens = (loanPoolReadOnly: boolean, personaCheck: boolean): ActorScreens => ({
  routes: defaultRouteConfig('BUSINESSUSER').routes.map((r) =>
    r.path === LOAN_TRADING_PAGE ? { ...r, readOnly: loanPoolReadOnly } : r,
  ),
  personaCheck,
});

describe('GET /api/trading_screen', () => {
  let w: TradingWorld;
  afterEach(() => w.close());
  const screenOf = async (who: 'lender' | 'investor' | 'ratingAgency' | 'operator') =>
    (await json<{ success: boolean; data: Json }>(await w.as(who).get('/trading_screen'))).data;

  it('shows each persona its controls on a writable page without the persona check', async () => {
    w = await tradingWorld();
    expect(await screenOf('lender')).toEqual({
      persona: 'lender',
      readOnly: false,
      personaCheck: false,
      showLoanRecords: true,
      repriceButton: 'hidden',
      transferButton: 'enabled',
      importLoanFilesButton: 'hidden',
      statusInsightsColumn: false,
      tapeIcon: false,
      stageAndSecondPartySelectors: true,
      tapeUploadOptions: ['ASF', 'Supplemental Data Extract'],
    });
    expect(await screenOf('ratingAgency')).toMatchObject({
      transferButton: 'hidden',
      showLoanRecords: false,
    });
    expect(await screenOf('operator')).toMatchObject({ persona: null, showLoanRecords: false });
  });

  it('disables the actions of a read-only page and offers Import Loan Files with the persona check', async () => {
    w = await tradingWorld({ screens: screens(true, true) });
    expect(await screenOf('investor')).toMatchObject({
      readOnly: true,
      personaCheck: true,
      repriceButton: 'disabled',
      transferButton: 'disabled',
      importLoanFilesButton: 'disabled',
    });
    await w.close();
    w = await tradingWorld({ screens: screens(false, true) });
    expect(await screenOf('investor')).toMatchObject({
      readOnly: false,
      repriceButton: 'enabled',
      importLoanFilesButton: 'enabled',
    });
  });

  it('answers 401 without a session', async () => {
    w = await tradingWorld();
    expect((await w.anonymous().get('/trading_screen')).status).toBe(401);
  });
});
