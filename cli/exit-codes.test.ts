import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { EXIT, exitCodeOfFailure } from './errors';
import { runCli } from './program';
import { type CliWorld, captureIo, cliWorld } from './testing/cli-world';

const [sqlite] = testDatabases();

describe('ispz exit codes (sysexits)', () => {
  let w: CliWorld;
  beforeAll(async () => {
    w = await cliWorld(sqlite!);
  });
  afterAll(() => w.close());

  it('exits 64 for a command line commander refuses', async () => {
    expect((await w.run('no-such-command')).code).toBe(64);
    expect((await w.run('users', 'list', '--no-such-option')).code).toBe(64);
    expect((await w.run('tape', 'import')).code).toBe(64);
  });

  it('exits 64 for an option value that does not parse', async () => {
    expect((await w.run('users', 'list', '--limit', '0')).code).toBe(64);
  });

  it('exits 78 for a configuration that cannot be used', async () => {
    const io = captureIo();
    const env = { ...w.env, DATABASE_URL: 'mysql://root@db/x' };
    expect(await runCli(['users', 'list'], { io, env })).toBe(78);
    expect(io.errs.join('\n')).toMatch(/DATABASE_URL/);
    expect(await runCli(['users', 'list'], { io, env: { ...w.env, APP_ENV: 'production' } })).toBe(78);
  });

  it('exits 66 for an input file that is not there', async () => {
    const run = await w.run('tape', 'import', '/nonexistent/tape.csv', '--tape', 'A', '--lender', 'x@t.test');
    expect(run.code).toBe(66);
  });

  it('keeps 70 for internal errors only', () => {
    expect(exitCodeOfFailure(new Error('boom'))).toBe(EXIT.internal);
    expect(exitCodeOfFailure(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(EXIT.noInput);
    expect(EXIT).toMatchObject({ usage: 64, data: 65, noInput: 66, internal: 70, config: 78 });
  });
});
