import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const contact = {
  name: 'Asha',
  mobile: '9876543210',
  details: 'Pricing?',
  email: 'asha@example.test',
  knowThrough: 'Email',
};
const lead = { name: 'Ravi', email: 'ravi@example.test', option: 'pdf' };

/** POST /contact-us and /lead (visitors or signed in), and the admin's lists of both. */
export function describeFormRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`contact and lead form routes (${name})`, () => {
    const t = useAccounts(make);

    it("takes a visitor's contact message → 'Sent Successfully', read by the platform admin", async () => {
      expect(await expectOk(await t.api.post('/contact-us', contact), 201, 'Sent Successfully')).toEqual({
        success: true,
        message: 'Sent Successfully',
      });
      const inbox = await expectOk(await t.api.get('/admin/contact-us', await t.api.admin()));
      expect(inbox).toMatchObject({ page: 1, pageSize: 20, total: 1, data: [{ ...contact, user_id: null }] });
    });

    it("answers the lead toast with the product's name and the option to open", async () => {
      const res = await t.api.post('/lead', lead);
      expect(await expectOk(res, 201)).toEqual({
        success: true,
        message: 'Thanks you for your interest in the ISPz platform',
        option: 'pdf',
      });
    });

    it('remembers a signed-in sender, who must send the anti-forgery token', async () => {
      const me = await t.api.person();
      await expectOk(await t.api.post('/lead', lead, me), 201);
      const unguarded = await t.api.post('/lead', lead, { token: me.token });
      expect([unguarded.status, (await unguarded.json()).code]).toEqual([403, 'AUTH.XSRF_INVALID']);
      await expectRefusal(
        await t.api.post('/lead', lead, { token: 'forged', xsrf: 'x' }),
        401,
        'Session expired please login again',
      );
      const leads = (await expectOk(await t.api.get('/admin/leads', await t.api.admin()))).data as Body[];
      expect(leads.map((l) => l.user_id)).toEqual([me.user.id]);
    });

    it('refuses what the forms refuse, with the spec §5 texts', async () => {
      const required = 'Please fill required (*) field';
      await expectRefusal(await t.api.post('/contact-us', { ...contact, name: '' }), 400, required);
      await expectRefusal(
        await t.api.post('/contact-us', { ...contact, knowThrough: 'Pigeon' }),
        400,
        required,
      );
      await expectRefusal(
        await t.api.post('/lead', { name: 'Ravi' }),
        400,
        'Please select an option to view details',
      );
      await expectRefusal(
        await t.api.post('/lead', { option: 'video' }),
        400,
        'please enter the valid details',
      );
    });

    it('pages the admin’s lists newest first, 20 a page', async () => {
      for (let i = 1; i <= 21; i++) await t.api.post('/contact-us', { ...contact, name: `Sender ${i}` });
      const admin = await t.api.admin();
      const first = await expectOk(await t.api.get('/admin/contact-us', admin));
      expect(first).toMatchObject({ total: 21, page: 1 });
      expect((first.data as Body[])[0]).toMatchObject({ name: 'Sender 21' });
      const second = await expectOk(await t.api.get('/admin/contact-us?page=2', admin));
      expect((second.data as Body[]).map((m) => m.name)).toEqual(['Sender 1']);
      expect((await t.api.get('/admin/contact-us?page=0', admin)).status).toBe(400);
    });
  });
}
