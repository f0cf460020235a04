/**
 * Profiles, /smarthire and the marketing inbox: addresses on the profile screens, the assets
 * Green Valley Farms offers for hire (available in the weeks after the seed), and a contact
 * message and a lead that visitors sent from the marketing site.
 */

import { registerAsset } from '../../../core/accounts/assets/asset-listing';
import { sendContactMessage, sendLead } from '../../../core/accounts/marketing/marketing-forms';
import { addAddress } from '../../../core/accounts/profile/addresses';
import { DEMO_ASSETS } from '../../../fixtures/demo/assets';
import { DEMO_ADDRESSES, DEMO_CONTACT_MESSAGE, DEMO_LEAD } from '../../../fixtures/demo/forms';
import { calendarDay, days, hours } from '../../../fixtures/demo/timeline';
import { castOf, inBusiness, personal } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

/** The product named in the lead form's thank-you text (spec §8). */
const PRODUCT_NAME = 'ISPz';

export const profilesStep: SeedStep = {
  name: 'addresses, assets and enquiries',
  // Assets are never deleted (addresses may be), so they tell whether the step ran.
  async done(stage) {
    const [first] = DEMO_ASSETS;
    const query = { type: first!.asset_type, model: first!.asset_model, limit: 1 };
    return (await stage.accounts.uow.run((s) => s.assets.search(query))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    for (const [i, { owner, form }] of DEMO_ADDRESSES.entries()) {
      stage.at(days(-57) + hours(i));
      must(
        `an address of ${cast[owner].email}`,
        await addAddress(stage.accounts, personal(cast[owner]), form),
      );
    }

    const owner = await inBusiness(stage, cast.business);
    for (const [i, asset] of DEMO_ASSETS.entries()) {
      stage.at(days(-30) + hours(i));
      const availability = asset.windows.map(([from, to]) => ({
        from: calendarDay(stage.now, from),
        to: calendarDay(stage.now, to),
      }));
      must(
        `listing ${asset.asset_model}`,
        await registerAsset(stage.accounts, owner, { ...asset, availability }),
      );
    }

    stage.at(days(-6));
    must('the contact message', await sendContactMessage(stage.accounts, null, DEMO_CONTACT_MESSAGE));
    stage.at(days(-3));
    const leadDeps = { ...stage.accounts, productName: PRODUCT_NAME };
    must('the lead', await sendLead(leadDeps, null, DEMO_LEAD));
    return {
      addresses: DEMO_ADDRESSES.length,
      assets: DEMO_ASSETS.length,
      contactMessages: 1,
      leads: 1,
    };
  },
};
