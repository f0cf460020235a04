import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { testAuthCrypto } from '../adapters/http/auth/testing/auth-world';
import { seedDemo } from '../adapters/seed/seed-demo';

// The README's walk-throughs are the documentation a person follows with curl: this runs each
// `sh walkthrough=<name>` block as written (after the `helpers` block) against a real server
// with the seeded demo, the way a reader would after `npm start`, and checks what they print.
const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const blocks = new Map(
  [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/```sh walkthrough=(\S+)\n([\s\S]*?)```/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  ),
);

let dataDir: string;
let platform: Platform;
let stop: () => void;
let api: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ispz-readme-'));
  platform = await createPlatform(loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir }), {
    crypto: testAuthCrypto(),
    log: () => {},
  });
  await seedDemo(platform);
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  stop = () => server.close();
}, 120_000);

afterAll(async () => {
  stop?.();
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function walk(name: string): Promise<string> {
  const script = `${blocks.get('helpers')}\n${blocks.get(name)}`;
  const { stdout } = await run('bash', ['-e', '-o', 'pipefail', '-c', script], {
    cwd: root,
    env: { ...process.env, API: api, DATA_DIR: dataDir },
    timeout: 120_000,
  });
  return stdout;
}

describe('the README walk-throughs', { timeout: 120_000 }, () => {
  it('has the helpers and the five walk-throughs', () => {
    expect([...blocks.keys()]).toEqual([
      'helpers',
      'sessions',
      'partner',
      'accounts',
      'life-cycle',
      'operator',
    ]);
  });

  it('signs up, logs in, refreshes, switches context and logs out', async () => {
    const lines = (await walk('sessions')).trim().split('\n');
    expect(lines).toEqual([
      'OTP sent successfully',
      'true',
      'true',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Session expired please login again',
      'true',
      'Session expired please login again',
    ]);
  });

  it("signs a person on to the approved partner with a single-use code and the partner's client secret", async () => {
    const lines = (await walk('partner')).trim().split('\n');
    expect(lines).toEqual([
      '200 image/png',
      'https://ubargain.demo.test/auth/callback',
      'false',
      'false',
      'true',
    ]);
  });

  it('registers a business, onboards a persona, shares and approves a credential, and earns a reward', async () => {
    const lines = (await walk('accounts')).trim().split('\n');
    expect(lines).toEqual([
      'OTP sent successfully',
      'Persona onboarded successfully!',
      'Approved successfully',
      'Credential has been issued',
      'OTP sent successfully',
      'Credentials have been shared',
      'Credential has been approved',
      'Persona onboarded successfully!',
      'Approved successfully',
      'Earned',
    ]);
  });

  it("walks a loan from bidding to transfer, refused on the way with the spec's texts", async () => {
    const lines = (await walk('life-cycle')).trim().split('\n');
    expect(lines).toEqual([
      'Created Successfully',
      'Closed 1 expired bids: 1 awarded, 0 unsold (1 batches).',
      'Approved successfully',
      'Please start the Due Diligence process for Agrifields-Platform-2024',
      'Due diligence started',
      'Please complete the Due Diligence process for all loans in Agrifields-Platform-2024 before transferring.',
      'Query marked as resolved',
      'Loans transferred successfully',
      expect.stringMatching(/^The audit log is intact: \d+ entries, head [0-9a-f]{64}\.$/),
    ]);
  });

  it('imports a tape, opens and closes its bids, exports the ASF tape and verifies the audit log from the CLI', async () => {
    const out = await walk('operator');
    expect(out).toContain('Imported agrifields-asf-2024.xlsx into Agrifields ASF 2024 (new tape)');
    expect(out).toContain('rows 60: 60 accepted');
    expect(out).toContain('Opened 60 loans of Agrifields ASF 2024 for bidding');
    expect(out).toContain('Closed 60 expired bids: 0 awarded, 60 unsold');
    expect(out).toContain('Wrote the ASF tape of Agrifields ASF 2024 (60 loans)');
    expect(out).toMatch(/The audit log is intact: \d+ entries/);
  });
});
