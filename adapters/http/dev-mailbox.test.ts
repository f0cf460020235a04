import { describe, expect, it } from 'vitest';
import { kyselyOutbox } from '../db/outbox/kysely-outbox';
import { listOutbox } from '../db/outbox/outbox-queries';
import { testDatabases } from '../db/testing/test-databases';
import { kyselyUnitOfWork } from '../db/unit-of-work';
import { createHttpApp } from './app';
import { devMailboxRoutes } from './dev-mailbox';

describe.each(testDatabases().map((b) => [b.name, b] as const))('the dev mailbox on %s', (_name, backend) => {
  it('shows sent emails and texts newest first, escaped, filtered by recipient, without notifications', async () => {
    const { db, dialect } = await backend.open();
    await kyselyUnitOfWork(db, dialect, (tx) => kyselyOutbox(tx)).run(async (o) => {
      const base = { subject: 'Your OTP', createdAt: '2026-01-15T12:00:00.000Z' };
      await o.enqueue({ ...base, id: 'a', channel: 'email', to: 'a@demo.test', body: 'Code <b>11111</b>' });
      await o.enqueue({ ...base, id: 'b', channel: 'sms', to: '+919876543210', body: 'Code 22222' });
      await o.enqueue({ ...base, id: 'c', channel: 'notification', to: 'user-1', body: 'bid won' });
    });
    const app = createHttpApp({ modules: [devMailboxRoutes({ newest: (o) => listOutbox(db, o) })] });
    const json = await (await app.request('/api/dev/mailbox?format=json')).json();
    expect(json.data.map((m: { id: string }) => m.id).sort()).toEqual(['a', 'b']);
    const one = await (await app.request('/api/dev/mailbox?format=json&to=a@demo.test')).json();
    expect(one.data).toEqual([expect.objectContaining({ to: 'a@demo.test', body: 'Code <b>11111</b>' })]);
    const page = await (await app.request('/api/dev/mailbox')).text();
    expect(page).toContain('Code &#60;b&#62;11111&#60;/b&#62;');
    expect(page).not.toContain('<b>11111</b>');
  });
});
