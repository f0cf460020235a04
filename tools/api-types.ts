/**
 * The widgets' API types come from the server's own OpenAPI document, never from hand-written
 * interfaces. This builds the platform in-process on a throwaway SQLite file (no port is
 * opened), reads `/api/openapi.json` through `app.request`, and turns it into TypeScript with
 * openapi-typescript. `npm run gen:api` writes the result; tools/api-types.test.ts fails when
 * the committed files differ from what the server documents today.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';

/** Where the generated files live, relative to the repository root. */
export const SCHEMA_FILE = 'widgets/api/schema.gen.ts';
export const IDEMPOTENT_FILE = 'widgets/api/idempotent-routes.gen.ts';

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

/** The OpenAPI document the server serves at /api/openapi.json (the development build: every route). */
export async function serverOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-openapi-'));
  try {
    const config = loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir });
    const platform = await createPlatform(config, { log: () => {} });
    try {
      const res = await platform.app.request('/api/openapi.json');
      if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
      return (await res.json()) as OpenApiDocument;
    } finally {
      await platform.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const HEADER = (what: string) =>
  `/**\n * ${what}\n * Generated from the server's /api/openapi.json by \`npm run gen:api\` (tools/api-types.ts).\n` +
  ' * Do not edit: change the server, then regenerate. tools/api-types.test.ts checks it is current.\n */\n';

/** Formats generated TypeScript with the repository's Biome settings, so lint passes as is. */
function formatted(path: string, source: string): string {
  return execFileSync('node_modules/.bin/biome', ['format', `--stdin-file-path=${path}`], {
    input: source,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** "METHOD /path" of every operation that documents an `Idempotency-Key` header. */
export function idempotentOperations(doc: OpenApiDocument): string[] {
  const keys: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const takesKey = (op.parameters ?? []).some(
        (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
      );
      if (takesKey) keys.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return keys.sort();
}

/** The contents of both generated files, keyed by path, as `npm run gen:api` writes them. */
export async function generateApiFiles(): Promise<Record<string, string>> {
  const doc = await serverOpenApiDocument();
  const ast = await openapiTS(doc as never, { alphabetize: true });
  const types = HEADER('The HTTP API of the platform as TypeScript types (paths, components, operations).');
  const idempotent =
    HEADER('The operations that take an Idempotency-Key header (safe retries of trading calls).') +
    `export const IDEMPOTENT_OPERATIONS: readonly string[] = ${JSON.stringify(idempotentOperations(doc))};\n`;
  return {
    [SCHEMA_FILE]: formatted(SCHEMA_FILE, types + astToString(ast)),
    [IDEMPOTENT_FILE]: formatted(IDEMPOTENT_FILE, idempotent),
  };
}
