import { describe, expect, it } from 'vitest';
import { EXIT } from './errors';
import { runCli } from './program';
import { captureIo } from './testing/cli-world';

// Nothing here reaches a database: the command line is refused (or answered) before one is opened.
const env = {
  DATA_DIR: '/nonexistent/ispz',
  DATABASE_URL: 'sqlite:/nonexistent/ispz/never.db',
  APP_ENV: 'test',
};

async function run(...args: string[]) {
  const io = captureIo();
  const code = await runCli(args, { io, env });
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
}

const COMMANDS = [
  ['serve'],
  ['migrate'],
  ['seed'],
  ['tape', 'import'],
  ['tape', 'list'],
  ['tape', 'report'],
  ['tape', 'compare'],
  ['bids', 'open'],
  ['bids', 'close'],
  ['bids', 'export'],
  ['bids', 'upload'],
  ['staking', 'due'],
  ['users', 'create'],
  ['users', 'list'],
  ['users', 'flags'],
  ['outbox', 'list'],
  ['audit', 'verify'],
  ['auth', 'purge'],
];

describe('the ispz program', () => {
  it.each(COMMANDS)('explains %s %s with an example', async (...command) => {
    const help = await run(...command.filter(Boolean), '--help');
    expect(help.code).toBe(EXIT.ok);
    expect(help.out).toContain('Usage: ispz');
    expect(help.out).toMatch(/Example[^:]*:\n {2}.*ispz /);
  });

  it('answers an unknown command or a missing option with exit 2 and the reason', async () => {
    const unknown = await run('bogus');
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.err).toContain("unknown command 'bogus'");
    const missing = await run('tape', 'import', 'x.xlsx', '--lender', 'a@b.test');
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.err).toContain("required option '--tape <name>' not specified");
    expect((await run()).code).toBe(EXIT.usage);
  });

  it('checks option values before opening anything', async () => {
    const tooEarly = await run('bids', 'open', '--tape', 'T', '--valid-till', 'next tuesday');
    expect(tooEarly).toMatchObject({
      code: EXIT.usage,
      err: expect.stringContaining('--valid-till: give an ISO instant'),
    });
    const close = await run('bids', 'close', '--now', '2026-13-01');
    expect(close.code).toBe(EXIT.usage);
    const weakPassword = await run(
      'users',
      'create',
      '--email',
      'a@b.test',
      '--password',
      'short',
      '--first',
      'A',
      '--last',
      'B',
    );
    expect(weakPassword.code).toBe(EXIT.usage);
    expect(weakPassword.err).toContain('--password:');
    const report = await run('tape', 'report', 'T', '--type', 'ASF', '--out', 'tape.pdf');
    expect(report).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('.xlsx or .csv') });
    expect((await run('seed')).code).toBe(EXIT.usage);
  });
});
