/**
 * /dashboard/profile in Chromium against the seeded platform (US build), as a person who just
 * signed up through /signup (code from the dev mailbox): edits their name, adds, updates and
 * deletes an address with the spec's toasts (each read back after a reload), verifies their
 * email with a code, which opens the invitation Green Valley Farms sent them, accepts it, and
 * at 375 px nothing scrolls sideways. Last, a new mobile number with its code and the password:
 * every session ends, and logging in again shows the new number. Axe finds nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inviteMember } from '../../../../core/accounts/businesses/business-invitations';
import {
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../../testing/browser';
import { codeSentTo, signUpThroughPage } from '../../../testing/sign-up';
import type { SiteServer } from '../../../testing/site-server';
import { siteSuite } from '../../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const PASSWORD = 'Profile@2026';

/** Green Valley Farms' admin invites `email` (what the business page does), through the use case. */
async function inviteToGreenValley(email: string): Promise<void> {
  const { accounts } = server.platform;
  const owner = await accounts.uow.run((s) => s.users.findByEmail('business@demo.test'));
  const [membership] = await accounts.uow.run((s) => s.businessDirectory.membershipsOf(owner!.id));
  const actor = { userId: owner!.id, role: 'BUSINESSADMIN' as const, businessId: membership!.businessId };
  const sent = await inviteMember(accounts, actor, {
    business_id: membership!.businessId,
    email,
    role: 'BUSINESSUSER',
  });
  expect(sent.ok).toBe(true);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first().waitFor();
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
const addresses = (page: Page) => page.getByRole('region', { name: 'Addresses' });

async function reload(page: Page): Promise<void> {
  await visit(page, `${server.base}/dashboard/profile`);
  await heading(page);
}

describe('the profile page', () => {
  it('edits the name, keeps addresses, verifies the email, accepts an invitation and changes the mobile', async () => {
    const { page, errors } = await openSitePage(browser, 'profile');
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 401 && refused.push(new URL(r.url()).pathname));
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const email = `asha.${mobile}@example.test`;

    // A fresh person, signed up through /signup with the code sent to their mobile.
    await signUpThroughPage(page, server.base, {
      firstname: 'Asha',
      lastname: 'Menon',
      password: PASSWORD,
      mobile,
      email,
    });
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await heading(page);
    expect(await page.title()).toBe('Profile · ISPz');
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(email);
    await expect(page.getByTestId('profile-referral-code').textContent()).resolves.toMatch(/^[A-Z0-9]+$/);
    const signedUpWith = (await page.getByTestId('profile-mobile').textContent()) ?? '';
    expect(signedUpWith).toMatch(new RegExp(`^\\+(91|1) ${mobile}$`));
    const [countryCode] = signedUpWith.split(' ');

    // The name: core's rule refuses, the server's words answer, and the new name is kept.
    const first = page.getByLabel('First name');
    await first.fill('R2D2');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Please enter a valid first name').waitFor();
    await first.fill('Ashwini');
    await page.getByRole('button', { name: 'Save name' }).click();
    await toast(page, 'Updated Successfully');
    await reload(page);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Ashwini');
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Ashwini');

    // An address: added, updated, deleted (after confirming), each read back after a reload.
    await addresses(page).getByText('You have not added an address yet.').waitFor();
    await page.getByRole('button', { name: 'Add address' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Label (optional)').fill('Home');
    await dialog.getByLabel('Address line 1').fill('12 Temple Street');
    await dialog.getByLabel('City').fill('Chennai');
    await dialog.getByLabel('State').selectOption('Tamil Nadu');
    await dialog.getByLabel('PIN code').fill('060004');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.getByText('Please enter a valid PIN code').waitFor();
    await dialog.getByLabel('PIN code').fill('600004');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Added address');
    await reload(page);
    await addresses(page).getByText('Chennai, Tamil Nadu 600004').waitFor();

    await page.getByRole('button', { name: 'Edit Home' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the address' });
    await expect(dialog.getByLabel('Address line 1').inputValue()).resolves.toBe('12 Temple Street');
    await dialog.getByLabel('Address line 1').fill('7 Beach Road');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Updated address');
    await reload(page);
    await addresses(page).getByText('7 Beach Road').waitFor();
    expect(await addresses(page).getByText('12 Temple Street').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Home' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await addresses(page).getByText('7 Beach Road').waitFor();
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await toast(page, 'Deleted address');
    await reload(page);
    await addresses(page).getByText('You have not added an address yet.').waitFor();

    // The current email proven with its code (no password, the session stays) opens the invitation.
    await inviteToGreenValley(email);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByText('You have no pending invitations.').waitFor();
    await page.getByRole('button', { name: 'Change email' }).click();
    dialog = page.getByRole('dialog', { name: 'Change or verify your email' });
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'OTP sent successfully');
    await dialog.getByLabel('OTP').fill(await codeSentTo(server.base, email));
    expect(await dialog.getByLabel('Current password').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Updated Successfully');
    await page.getByRole('button', { name: 'Accept the invitation of Green Valley Farms' }).click();
    await toast(page, 'Successfully Added');
    await reload(page);
    await invitations.getByText('You have no pending invitations.').waitFor();
    await expectNoAxeViolations(page);

    // On a phone: one column, nothing wider than the screen, the dialog too.
    await page.setViewportSize(MOBILE);
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Change mobile' }).click();
    dialog = page.getByRole('dialog', { name: 'Change or verify your mobile number' });
    await dialog.getByLabel('Mobile number').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    // A new mobile number: its code and the password; every session ends, and the new number is kept.
    const next = `8${mobile.slice(1)}`;
    await dialog.getByLabel('Mobile number').fill(next);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByLabel('OTP').waitFor();
    await dialog.getByLabel('OTP').fill(await codeSentTo(server.base, next));
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Updated Successfully');
    await page.waitForURL(`${server.base}/login`);
    await page.getByLabel('Email or Mobile').fill(next);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.base}/dashboard`);
    await reload(page);
    await expect(page.getByTestId('profile-mobile').textContent()).resolves.toBe(`${countryCode} ${next}`);
    // The one refusal: the page's own logout, after the server had ended every session already.
    expect(refused).toEqual(['/api/auth/logout']);
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  }, 90_000);
});
