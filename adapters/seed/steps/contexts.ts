/**
 * The contexts people act in (spec §6): Green Valley Farms, registered by the business admin
 * and approved by the platform admin, with the consumer as a business user on read-only pages;
 * the ubargain-style partner ecosystem, registered by the platform admin with its logo, banner
 * and single sign-on redirect URIs; and the growers' network the business runs. The platform
 * admin approves both ecosystems, whose client secrets are the demo's known ones. The business
 * sells in both ecosystems.
 */

import type { AccountActor } from '../../../core/accounts/account-deps';
import { approveBusiness } from '../../../core/accounts/businesses/business-approvals';
import { acceptInvitation, inviteMember } from '../../../core/accounts/businesses/business-invitations';
import { createBusiness } from '../../../core/accounts/businesses/businesses';
import { approveEcosystem } from '../../../core/accounts/ecosystems/ecosystem-approvals';
import { addEcosystemParticipant, registerEcosystem } from '../../../core/accounts/ecosystems/ecosystems';
import { setMemberRouteConfig } from '../../../core/accounts/route-config/route-configs';
import {
  BANNER_SIZE,
  DEMO_BUSINESS,
  DEMO_MEMBER,
  type DemoEcosystem,
  GROWERS_ECOSYSTEM,
  LOGO_SIZE,
  UBARGAIN_ECOSYSTEM,
} from '../../../fixtures/demo/contexts';
import { bandedPng, type Rgb } from '../../../fixtures/demo/png';
import { days } from '../../../fixtures/demo/timeline';
import { castOf, inBusiness, personal } from '../cast';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';

/** Stores an image and names it as the ecosystem image upload does: `<sha-256>.png`. */
async function image(
  stage: Stage,
  [width, height]: readonly [number, number],
  [bg, band]: readonly [Rgb, Rgb],
) {
  const blob = await stage.blobs.put(bandedPng(width, height, bg, band));
  return `${blob.name}.png`;
}

async function register(
  stage: Stage,
  owner: AccountActor,
  admin: AccountActor,
  ecosystem: DemoEcosystem,
  businessId: string,
) {
  const form = {
    ...ecosystem.form,
    profile_pic: await image(stage, LOGO_SIZE, ecosystem.logo),
    banner_pic: [await image(stage, BANNER_SIZE, ecosystem.banner)],
  };
  const name = ecosystem.form.ecosystem_name;
  // The demo keeps its localhost callback whatever the deployment: sign-on and CORS apply the
  // running server's own policy, under which a loopback entry counts in development only.
  const deps = { ...stage.accounts, crypto: stage.crypto, redirectPolicy: { allowLoopbackHttp: true } };
  const registered = must(`registering ${name}`, await registerEcosystem(deps, owner, form));
  const id = registered.ecosystem.id;
  must(`approving ${name}`, await approveEcosystem(stage.accounts, admin, { ecosystem_id: id }));
  const secretHash = stage.crypto.digest.hash(ecosystem.clientSecret);
  if (!(await stage.accounts.uow.run((s) => s.ecosystemRegistry.setClientSecretHash(id, secretHash))))
    throw new Error(`demo seed: ${name} vanished while its client secret was set`);
  must(
    `adding Green Valley Farms to ${name}`,
    await addEcosystemParticipant(stage.accounts, owner, 'seller', {
      ecosystem_id: id,
      business_id: businessId,
      kind: ecosystem.sellerKind,
    }),
  );
}

export const contextsStep: SeedStep = {
  name: 'business and ecosystems',
  async done(stage) {
    const { business } = await castOf(stage);
    return (await stage.auth.run((s) => s.businesses.membershipsOf(business.id))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    const admin = personal(cast.admin);
    stage.at(days(-56));
    const { business } = must(
      'registering Green Valley Farms',
      await createBusiness(stage.accounts, personal(cast.business), DEMO_BUSINESS),
    );
    stage.at(days(-55));
    must(
      'approving Green Valley Farms',
      await approveBusiness(stage.accounts, admin, { business_id: business.id }),
    );
    const owner = await inBusiness(stage, cast.business);

    stage.at(days(-50));
    const member = { business_id: business.id, email: cast.consumer.email, role: DEMO_MEMBER.role };
    const invited = must(
      'inviting the consumer to Green Valley Farms',
      await inviteMember(stage.accounts, owner, member),
    );
    must(
      'the consumer accepting the invitation to Green Valley Farms',
      await acceptInvitation(stage.accounts, personal(cast.consumer), {
        invitation_id: invited.invitation.id,
      }),
    );
    must(
      "setting the consumer's read-only pages",
      await setMemberRouteConfig(stage.accounts, owner, {
        business_id: business.id,
        user_id: cast.consumer.id,
        read_only_paths: DEMO_MEMBER.readOnlyPaths,
      }),
    );

    stage.at(days(-48));
    await register(stage, admin, admin, UBARGAIN_ECOSYSTEM, business.id);
    stage.at(days(-40));
    await register(stage, owner, admin, GROWERS_ECOSYSTEM, business.id);
    return { businesses: 1, businessMembers: 2, ecosystems: 2, ecosystemParticipants: 2 };
  },
};
