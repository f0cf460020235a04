/**
 * What the investors keep at hand on the Loan Pool screen (spec §2, §4 pool status Added /
 * Removed; §7 favourite filters): loans added to their pools (one added and removed again)
 * and saved filters.
 */
import { saveFavouriteFilter } from '../../../core/loans/favourite-filters';
import { addToPool, removeFromPool } from '../../../core/loans/pool';
import { DEMO_FAVOURITES, DEMO_POOLS } from '../../../fixtures/demo/sales';
import { hours } from '../../../fixtures/demo/timeline';
import { castOf, loansOf, trader } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

export const poolsStep: SeedStep = {
  name: 'pools and favourite filters',
  async done(stage) {
    const [first] = DEMO_FAVOURITES;
    const user = (await castOf(stage))[first!.by];
    const saved = await stage.trading.uow.run((s) => s.favourites.list(user.id));
    return saved.some((f) => f.name === first!.filter.name);
  },

  async run(stage) {
    const cast = await castOf(stage);
    const tapes = { asf: await loansOf(stage, 'asf'), platform: await loansOf(stage, 'platform') };
    let poolEntries = 0;
    for (const pool of DEMO_POOLS) {
      const actor = await trader(stage, cast[pool.by]);
      const ids = (list: typeof pool.loans) => list.map(({ tape, loan }) => tapes[tape](loan).id);
      stage.at(pool.at);
      const added = must(
        'adding loans to a pool',
        await addToPool(stage.trading, actor, { loanIds: ids(pool.loans) }),
      );
      poolEntries += added.changed;
      if (pool.removed.length > 0) {
        stage.at(pool.at + hours(2));
        must(
          'removing a loan from a pool',
          await removeFromPool(stage.trading, actor, { loanIds: ids(pool.removed) }),
        );
      }
    }
    for (const [i, { by, filter }] of DEMO_FAVOURITES.entries()) {
      stage.at(hours(-30 + i));
      must(
        `saving "${filter.name}"`,
        await saveFavouriteFilter(stage.trading, await trader(stage, cast[by]), filter),
      );
    }
    return { poolEntries, favouriteFilters: DEMO_FAVOURITES.length };
  },
};
