import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'ispz users flags on %s',
  (_name, backend) => {
    let w: CliWorld;
    beforeEach(async () => {
      w = await cliWorld(backend);
    });
    afterEach(() => w.close());

    const personaOf = async (email: string) =>
      (await w.run('users', 'list', '--json'))
        .json<{ email: string; persona: string | null }[]>()
        .find((u) => u.email === email)?.persona;

    it('makes a person a lender with the default-user flag, and back when it is turned off', async () => {
      await w.user('ivy@t.test', 'investor');
      const set = await w.run('users', 'flags', '--email', 'ivy@t.test', '--default-user', 'on');
      expect(set).toMatchObject({ code: EXIT.ok, out: 'ivy@t.test: default user on, persona check off.' });
      expect(await personaOf('ivy@t.test')).toBe('lender');
      const both = await w.run('users', 'flags', '--email', 'ivy@t.test', '--persona-check', 'on', '--json');
      expect(both.json()).toMatchObject({ email: 'ivy@t.test', defaultUser: true, personaCheck: true });
      await w.run('users', 'flags', '--email', 'ivy@t.test', '--default-user', 'off');
      expect(await personaOf('ivy@t.test')).toBe('investor');
    });

    it('refuses an unknown person, nothing to set, and a value other than on or off', async () => {
      expect(await w.run('users', 'flags', '--email', 'ghost@t.test', '--default-user', 'on')).toMatchObject({
        code: EXIT.refused,
        err: expect.stringContaining('CLI.UNKNOWN_USER'),
      });
      await w.user('ivy@t.test', 'investor');
      expect(await w.run('users', 'flags', '--email', 'ivy@t.test')).toMatchObject({
        code: EXIT.usage,
        err: expect.stringContaining('ROUTES.NOTHING_TO_SET'),
      });
      expect((await w.run('users', 'flags', '--email', 'ivy@t.test', '--default-user', 'yes')).code).toBe(
        EXIT.usage,
      );
      expect(await personaOf('ivy@t.test')).toBe('investor');
    });
  },
);
