/**
 * Why: the fuzz pass sends generated requests to every operation of the OpenAPI document. A
 * request plan is plain data drawn by fast-check from a seed — credentials, path and query
 * edits, a body plan, an Idempotency-Key — and is made into a request only when it is sent,
 * from the operation's plausible inputs (./openapi-requests.ts) and the sessions live then. The
 * same seed draws the same plans, so a failure replays.
 */
import fc from 'fast-check';
import {
  type CredentialPlan,
  credentialHeaders,
  credentialPlan,
  type SessionCredentials,
} from './forged-credentials';
import { applyEdits, type BodyPlan, bodyPlan, injectKey } from './hostile-bodies';
import { hostileString, POLLUTING_KEYS } from './hostile-values';
import { multipartBody } from './multipart-body';
import {
  type BuiltRequest,
  type DocOperation,
  type OpenApiDoc,
  plausibleParts,
  type RequestParts,
  urlOf,
} from './openapi-requests';

interface TextEdit {
  readonly at: number;
  readonly value: string;
}

/** Everything about one generated request but the operation (request i goes to operation i mod n). */
export interface RequestPlan {
  readonly creds: CredentialPlan;
  readonly pathEdits: readonly TextEdit[];
  readonly queryEdits: readonly TextEdit[];
  readonly queryExtra: ReadonlyArray<readonly [string, string]>;
  readonly body: BodyPlan;
  readonly idempotencyKey: string | null;
  /** Where to start in the id pools when filling id-like fields with real ids; null: leave them. */
  readonly realIds: number | null;
}

/** Plans for requests whose hostile text now and then is one of `ids` (rows that exist). */
export function requestPlan(ids: readonly string[]): fc.Arbitrary<RequestPlan> {
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(ids.length ? ids : ['x'])) },
    hostileString(ids),
  );
  const edits = fc.array(fc.record({ at: fc.nat(15), value: text }), { maxLength: 2 });
  return fc.record({
    creds: credentialPlan,
    pathEdits: fc.array(fc.record({ at: fc.nat(3), value: text }), { minLength: 1, maxLength: 2 }),
    queryEdits: edits,
    queryExtra: fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 8 })), text),
      {
        maxLength: 2,
      },
    ),
    body: bodyPlan(ids),
    idempotencyKey: fc.option(fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), { freq: 3 }),
    realIds: fc.option(fc.nat(), { freq: 4 }),
  });
}

/** A generated request, with a label that says what it holds. */
export interface FuzzRequest extends BuiltRequest {
  readonly label: string;
}

const bytes = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(Buffer.from(text));
const NOT_UTF8 = new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, ...bytes('{"a":1}')]);

/** The body and content type `plan` makes of the operation's plausible inputs. */
function encodeBody(plan: BodyPlan, json: unknown, form: Record<string, unknown> | undefined) {
  switch (plan.kind) {
    case 'mutated': {
      if (form) {
        const edited = applyEdits(form, plan.edits);
        const fields = edited && typeof edited === 'object' ? (edited as Record<string, unknown>) : {};
        return multipartBody({ shape: 'good', fileName: 'a.pdf', content: '%PDF-1.7\n' }, fields);
      }
      if (json === undefined) return null;
      const edited = applyEdits(json, plan.edits);
      const text = JSON.stringify(plan.inject ? injectKey(edited, plan.inject) : edited) ?? '';
      return { body: bytes(text), type: 'application/json' };
    }
    case 'raw': {
      // A cut is always short of the whole text: JSON that ends too soon.
      const full = JSON.stringify(json ?? form ?? {}) ?? '';
      const text =
        typeof plan.text === 'string' ? plan.text : full.slice(0, Math.min(plan.text.cut, full.length - 1));
      return { body: bytes(text), type: plan.type };
    }
    case 'bytes':
      return { body: NOT_UTF8, type: plan.type };
    case 'multipart': {
      const edited = applyEdits(form ?? json ?? {}, plan.edits);
      return multipartBody(
        plan,
        edited && typeof edited === 'object' ? (edited as Record<string, unknown>) : {},
      );
    }
  }
}

/** A field's name as the id pools know it: lower case, letters only (`bidId`, `bid_id` → `bidid`). */
export const idKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

type IdPools = Readonly<Record<string, readonly string[]>>;

/** `value` with its id-like string fields (`bidId`, `loan_ids` …) taken from `pools`, from `start` on. */
export function withRealIds<T>(value: T, pools: IdPools, start: number): T {
  let n = start;
  const pick = (key: string) => {
    const pool = pools[idKey(key)] ?? pools[idKey(key).replace(/s$/, '')];
    return pool?.length ? pool[n++ % pool.length] : undefined;
  };
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      const strings = typeof v === 'string' || (Array.isArray(v) && v.every((e) => typeof e === 'string'));
      const real = strings ? pick(k) : undefined;
      out[k] = real === undefined ? fill(v) : Array.isArray(v) ? v.map(() => pick(k) ?? real) : real;
    }
    return out;
  };
  return fill(value) as T;
}

const plausible = new WeakMap<DocOperation, RequestParts>();
/** The operation's plausible inputs, built once (edits work on copies). */
function plausibleOf(doc: OpenApiDoc, o: DocOperation): RequestParts {
  const known = plausible.get(o);
  if (known) return known;
  const parts = plausibleParts(doc, o, () => 'x');
  plausible.set(o, parts);
  return parts;
}

/** `plan` made into a request to `o`, with the credentials it names from `sessions`. */
export function fuzzRequest(
  doc: OpenApiDoc,
  o: DocOperation,
  plan: RequestPlan,
  sessions: readonly SessionCredentials[],
  pools: IdPools,
): FuzzRequest {
  const base = plausibleOf(doc, o);
  const parts = plan.realIds === null ? base : withRealIds(base, pools, plan.realIds);
  const pathParams = { ...parts.pathParams };
  const names = Object.keys(pathParams);
  for (const e of plan.pathEdits) if (names.length) pathParams[names[e.at % names.length]!] = e.value;
  const query = { ...parts.query };
  const keys = Object.keys(query);
  for (const e of plan.queryEdits) if (keys.length) query[keys[e.at % keys.length]!] = e.value;
  const url = urlOf(o, { pathParams, query });
  const extra = new URLSearchParams(plan.queryExtra.map(([k, v]) => [k, v])).toString();
  const headers = credentialHeaders(plan.creds, sessions);
  if (plan.idempotencyKey) headers['idempotency-key'] = plan.idempotencyKey;
  const init: FuzzRequest['init'] = { method: o.method, headers };
  const encoded = ['GET', 'HEAD'].includes(o.method) ? null : encodeBody(plan.body, parts.json, parts.form);
  if (encoded) {
    init.body = encoded.body;
    if (encoded.type) headers['content-type'] = encoded.type;
  }
  const c = plan.creds;
  const shape = encoded && plan.body.kind === 'multipart' ? `:${plan.body.shape}` : '';
  return {
    method: o.method,
    path: extra ? `${url}${url.includes('?') ? '&' : '?'}${extra}` : url,
    init,
    label: `${o.method} ${o.path} [token ${c.token}, xsrf ${c.xsrf}, body ${encoded ? plan.body.kind : 'none'}${shape}]`,
  };
}
