/**
 * The site as the end-to-end tests serve it: built once per change of its sources (site/,
 * widgets/, core/) into .tmp/site-build/<stamp>/, shared by every test file of a run and by the
 * next run while nothing changed. Test files run in parallel processes, so the first one builds
 * under a lock (a directory made atomically) while the others wait for it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildSite } from '../build/build-site';

const root = resolve(import.meta.dirname, '../..');
const CACHE = join(root, '.tmp', 'site-build');
const SOURCES = ['site', 'widgets', 'core'];
const SKIP = /(^|\/)(node_modules|testing)(\/|$)|\.(test|e2e\.test|stories)\.tsx?$/;

/** A stamp of the sources' paths, sizes and modification times. */
async function sourceStamp(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .filter((path) => !SKIP.test(path))
      .sort();
    for (const path of files) {
      const info = await stat(join(root, path));
      hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Takes the build lock, breaking one left by a process that died more than 3 minutes ago. */
async function lock(path: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(path);
      return () => rm(path, { recursive: true, force: true });
    } catch {
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > 180_000) await rm(path, { recursive: true, force: true });
      await sleep(250);
    }
  }
}

/** Removes builds older than an hour (a running server may still serve a newer old one). */
async function removeOldBuilds(): Promise<void> {
  for (const name of await readdir(CACHE)) {
    if (name.startsWith('.') || name.includes('.part-')) continue;
    const info = await stat(join(CACHE, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 3_600_000)
      await rm(join(CACHE, name), { recursive: true, force: true });
  }
}

/** The directory of a build of the current sources, building it first if there is none. */
export async function builtSite(): Promise<string> {
  const dir = join(CACHE, await sourceStamp());
  if (existsSync(join(dir, 'index.html'))) return dir;
  await mkdir(CACHE, { recursive: true });
  const unlock = await lock(join(CACHE, '.lock'));
  try {
    if (!existsSync(join(dir, 'index.html'))) {
      await removeOldBuilds();
      // Built aside and renamed into place, so no other process ever serves a half-written build.
      const aside = `${dir}.part-${process.pid}`;
      await rm(aside, { recursive: true, force: true });
      await buildSite(aside);
      await rename(aside, dir);
    }
  } finally {
    await unlock();
  }
  return dir;
}
