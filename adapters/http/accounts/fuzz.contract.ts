import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJson } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { unknownTexts } from './testing/known-texts';
import { useAccounts } from './testing/suite-kit';

type Doc = {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

/** Every field name the document mentions, so random objects hit real fields with wrong values. */
function fieldNames(doc: Doc): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object')
        for (const key of Object.keys(record.properties)) names.add(key);
      Object.values(record).forEach(walk);
    }
  };
  walk(doc);
  return [...names].sort();
}

/**
 * No bad input produces a 5xx: every state-changing route of the OpenAPI document gets random
 * JSON values and objects made of the documented field names with random values, from a live
 * business admin's session with its anti-forgery token — so they reach the use cases. And every
 * 400 answers a text of the platform's catalogues, never the validation library's own English.
 */
export function describeFuzz(name: string, make: MakeAccountsWorld): void {
  describe(`no 5xx from bad input (${name})`, () => {
    const t = useAccounts(make);

    it('answers every POST, PUT and DELETE route below 500 for any body or query, in known words', async () => {
      /** Every 400 text seen, with the first request that drew it. */
      const texts = new Map<string, string>();
      const doc = (await readJson(await t.api.get('/openapi.json'))) as unknown as Doc;
      const names = fieldNames(doc);
      const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'get')
          .map((method) => ({ path, method: method.toUpperCase() })),
      );
      expect(routes.length).toBeGreaterThan(40);
      const admin = await t.api.businessOf(await t.api.person());
      const body = fc.oneof(
        fc.jsonValue(),
        fc.dictionary(fc.constantFrom(...names), fc.jsonValue(), { maxKeys: 6 }),
      );
      const query = fc.dictionary(fc.constantFrom(...names), fc.string({ maxLength: 12 }), { maxKeys: 3 });
      for (const route of routes)
        await fc.assert(
          fc.asyncProperty(body, query, async (sent, params) => {
            const path = `${route.path}?${new URLSearchParams(params)}`;
            const res =
              route.method === 'DELETE'
                ? await t.api.delete(path, admin)
                : await (route.method === 'PUT' ? t.api.put : t.api.post)(path, JSON.stringify(sent), admin);
            expect(res.status, `${route.method} ${path} ${JSON.stringify(sent)}`).toBeLessThan(500);
            if (res.status === 400) {
              const error = String((await readJson(res)).error);
              if (!texts.has(error)) texts.set(error, `${route.method} ${path} ${JSON.stringify(sent)}`);
            } else await res.arrayBuffer();
          }),
          { numRuns: 25 },
        );
      expect(t.api.failures).toEqual([]);
      const unknown = unknownTexts(texts.keys()).map((text) => `${text} ← ${texts.get(text)}`);
      expect(unknown).toEqual([]);
      // The property saw refusals at all: the generic §5 text among them.
      expect([...texts.keys()]).toContain('please enter the valid details');
    });
  });
}
