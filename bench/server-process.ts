/**
 * A bench server in a process of its own, so that the load generator has the other core: the
 * script is started with tsx, prints one JSON line once it listens (`ServerReady`) and stops on
 * SIGTERM (place-bid-http-server.ts, get-beside-import-server.ts).
 */
import { spawn } from 'node:child_process';
import type { BenchServer, ServerReady } from './place-bid-http-server';

/** Spawns `script` with `args` and resolves once it has printed its ready line. */
export async function spawnBenchServer(script: string, args: readonly string[]): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((l, i, all) => i < all.length - 1 && l.startsWith('{"url"'));
      if (line) resolve(JSON.parse(line) as ServerReady);
    });
    void exited.then((code) => reject(new Error(`the bench server exited with ${code} before it listened`)));
  });
  return {
    ready,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
