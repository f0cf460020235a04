/**
 * A fresh person for a test that writes: signed up through the /signup page with the code the
 * platform sent to their mobile, read from the development mailbox (the one shortcut the
 * end-to-end tests take), landing on /dashboard.
 */
import type { Page } from 'playwright-core';
import { visit } from './browser';

/** The first five-digit code in the development mailbox's messages to `to`, or ''. */
export async function codeSentTo(base: string, to: string): Promise<string> {
  const answer = await fetch(`${base}/api/dev/mailbox?format=json`);
  const mails = ((await answer.json()) as { data: { to: string; body: string }[] }).data;
  const codes = mails.filter((m) => m.to.includes(to)).map((m) => m.body.match(/\b\d{5}\b/)?.[0]);
  return codes.find(Boolean) ?? '';
}

/** A ten-digit mobile number starting with `first`, different on every call within a run. */
let taken = 0;
export const freshMobile = (first: '6' | '7' | '8' | '9' = '8'): string =>
  `${first}${String(Date.now() + taken++).slice(-9)}`;

export interface NewPerson {
  readonly firstname: string;
  readonly lastname: string;
  readonly password: string;
  readonly mobile: string;
  readonly email?: string;
}

/** Signs `person` up through /signup and waits for their dashboard. */
export async function signUpThroughPage(page: Page, base: string, person: NewPerson): Promise<void> {
  await visit(page, `${base}/signup`);
  await page.getByLabel('First name').fill(person.firstname);
  await page.getByLabel('Last name').fill(person.lastname);
  if (person.email) await page.getByLabel('Email (optional)').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('button', { name: 'Generate OTP' }).click();
  await page.getByLabel('OTP').waitFor();
  await page.getByLabel('OTP').fill(await codeSentTo(base, person.mobile));
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL(`${base}/dashboard`);
}
