/**
 * The check every router's OpenAPI test makes: each of its calls is in the OpenAPI document,
 * secured, with the 401 refusal documented — and the app really refuses it without a session,
 * before looking at anything else. Answers the document for the router's own further checks.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { expect } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { AppEnv } from '../../router';
import { json } from './test-client';

/** One operation of the document, as far as the tests read it. */
export interface DocumentedOperation {
  readonly security?: unknown[];
  readonly responses: Record<string, unknown>;
  readonly parameters?: { readonly name: string }[];
  readonly requestBody?: unknown;
}

export type OpenApiPaths = Record<string, Record<string, DocumentedOperation>>;

/** Checks `calls` ([method, path template]) against the document and the app; answers the paths. */
export async function expectDocumentedAndGuarded(
  app: OpenAPIHono<AppEnv>,
  calls: readonly (readonly [string, string])[],
): Promise<OpenApiPaths> {
  const { paths } = await json<{ paths: OpenApiPaths }>(await app.request('/api/openapi.json'));
  for (const [method, path] of calls) {
    const op = paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.security, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses), `${method} ${path}`).toContain('401');
    const url = `/api${path.replace(/\{\w+\}/g, 'x')}`;
    const res = await app.request(url, { method: method.toUpperCase() });
    expect([res.status, (await json<{ error: string }>(res)).error], `${method} ${path}`).toEqual([
      401,
      MESSAGES.sessionExpired,
    ]);
  }
  return paths;
}
