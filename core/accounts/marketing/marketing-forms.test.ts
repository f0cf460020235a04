import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { listContactMessages, listLeads, sendContactMessage, sendLead } from './marketing-forms';

const contact = {
  name: 'Priya Sharma',
  mobile: '+91 98450 12345',
  details: 'Tell me about the lender onboarding',
  email: 'priya@example.test',
  knowThrough: 'Search Engine',
};
const lead = { name: '', mobile: '', details: '', email: 'lead@example.test', option: 'video' };

describe('contact-us and lead forms', () => {
  let w: AccountsWorld;
  let member: User;
  let admin: User;
  beforeEach(async () => {
    w = accountsWorld();
    member = await w.addUser();
    admin = await w.addUser({ role: 'ispadmin' });
  });
  const product = () => ({ ...w.deps, productName: 'ISPz' });

  it('stores a visitor’s contact message with "Sent Successfully"', async () => {
    expect(await sendContactMessage(w.deps, null, contact)).toEqual({
      ok: true,
      value: { message: 'Sent Successfully' },
    });
    expect(await listContactMessages(w.deps, actorOf(admin, 'ispadmin'), {})).toMatchObject({
      ok: true,
      value: {
        items: [{ name: 'Priya Sharma', knowThrough: 'Search Engine', userId: null }],
        page: 1,
        pageSize: 20,
        total: 1,
      },
    });
  });

  it('refuses a contact message missing a required field with "Please fill required (*) field"', async () => {
    for (const missing of ['name', 'email', 'knowThrough'])
      expect(await sendContactMessage(w.deps, null, { ...contact, [missing]: '' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid', message: 'Please fill required (*) field' },
      });
    expect(await sendContactMessage(w.deps, null, { ...contact, mobile: '12345' })).toMatchObject({
      error: { message: 'Please enter a valid number' },
    });
  });

  it('thanks a lead for their interest in the product and says which option to open', async () => {
    expect(await sendLead(product(), actorOf(member), lead)).toEqual({
      ok: true,
      value: { message: 'Thanks you for your interest in the ISPz platform', option: 'video' },
    });
    expect(await listLeads(w.deps, actorOf(admin, 'ispadmin'), { page: '1' })).toMatchObject({
      ok: true,
      value: { items: [{ email: 'lead@example.test', userId: member.id }] },
    });
  });

  it('refuses a lead without an option, or with no way to reach the person', async () => {
    expect(await sendLead(product(), null, { ...lead, option: '' })).toMatchObject({
      ok: false,
      error: { message: 'Please select an option to view details' },
    });
    expect(await sendLead(product(), null, { ...lead, email: '' })).toMatchObject({
      ok: false,
      error: { message: 'please enter the valid details' },
    });
  });

  it('lists messages and leads to the platform admin only, a page of 20 at a time', async () => {
    for (let i = 0; i < 21; i++) {
      await sendContactMessage(w.deps, null, { ...contact, name: `Visitor ${i}` });
      w.clock.advance(1000);
    }
    expect(await listContactMessages(w.deps, actorOf(member, 'BUSINESSADMIN', 'biz-1'), {})).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await listLeads(w.deps, actorOf(member), {})).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    const second = await listContactMessages(w.deps, actorOf(admin, 'ispadmin'), { page: 2 });
    expect(second).toMatchObject({ ok: true, value: { page: 2, total: 21, items: [{ name: 'Visitor 0' }] } });
  });
});
