import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import { captureIo } from '../testing/cli-world';
import { spawnCli } from '../testing/spawn-cli';
import { startServer } from './serve';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ispz-serve-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

// APP_ENV=test: no demo seed (its own tests cover it), so these stay fast.
const env = () => ({ PORT: '0', DATA_DIR: dataDir, APP_ENV: 'test' });

describe('ispz serve', () => {
  it('serves the API on the port it prints, with its documentation, until stopped', async () => {
    const io = captureIo();
    const running = await startServer({
      io,
      env: env(),
      platformOptions: { crypto: testAuthCrypto() },
      setExitCode: () => {},
    });
    try {
      expect(io.outs[0]).toBe(`ISPz is running at ${running.url} (test, sqlite)`);
      expect(io.outs[1]).toBe(`API documentation: ${running.url}/api/docs`);
      const spec = await (await fetch(`${running.url}/api/openapi.json`)).json();
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining(['/loan_tape_gen_report', '/compareFieldData']),
      );
    } finally {
      await running.stop();
    }
    await expect(fetch(`${running.url}/api/docs`)).rejects.toThrow();
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const server = spawnCli(['serve'], env());
    const line = await server.waitFor(/running at/);
    const url = /running at (\S+)/.exec(line)![1]!;
    expect((await fetch(`${url}/api/docs`)).status).toBe(200);
    server.child.kill('SIGTERM');
    const done = await server.finished;
    expect(done).toMatchObject({ code: 0, signal: null });
    expect(done.err).toContain('SIGTERM: shutting down');
  }, 30_000);
});
