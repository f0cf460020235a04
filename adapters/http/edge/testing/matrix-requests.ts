/**
 * Why: one cell of the matrix is one request, and it must be the same request whoever sends
 * it — only the session differs — so that a refusal of one caller and the success of another
 * say something about authorisation, not about the input. The request starts from the OpenAPI
 * document (every input its schema asks for), names the target in the fields that carry its
 * kind of id, and takes the rule's own inputs on top.
 */
import type { CellContext, RouteRule, Target } from './matrix-types';
import {
  type BuiltRequest,
  type DocOperation,
  type OpenApiDoc,
  plausibleParts,
  type RequestParts,
  urlOf,
} from './openapi-requests';

/** The fields that carry a target of each kind, and which of its values they take. */
const ID_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  loan: { _id: 'id', loanId: 'id', loan_id: 'id', baseCollectionId: 'id' },
  tape: { tapeName: 'tapeName', loantape_name: 'tapeName' },
  bid: { bidId: 'id' },
  thread: { bidId: 'bidId', bidderId: 'bidderId' },
  stipulation: { stipulation_id: 'id' },
  blob: { blobName: 'blobName', loan_id: 'loanId' },
};
const LIST_FIELDS = ['loanIds', 'loanIdArr', 'loanIdArray'];

/** `values` with every field naming a `target`-kind id set to the target's. */
function named(values: Record<string, unknown>, target: Target | null): Record<string, unknown> {
  if (!target) return values;
  const fields = { ...ID_FIELDS[target.kind], [`${target.kind}_id`]: 'id' };
  const out = { ...values };
  for (const key of Object.keys(out)) {
    const from = fields[key];
    if (from && target.ref[from] !== undefined) out[key] = target.ref[from];
    else if (target.kind === 'loan' && LIST_FIELDS.includes(key)) out[key] = [target.ref.id];
  }
  return out;
}

const strings = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

/** The request of `rule` on `o` for `ctx`'s caller and target. */
export function cellRequest(
  doc: OpenApiDoc,
  o: DocOperation,
  rule: RouteRule,
  ctx: CellContext,
): BuiltRequest {
  const base = plausibleParts(doc, o, () => 'x');
  const own = rule.request?.(ctx) ?? {};
  const json = 'json' in own ? own.json : base.json;
  const parts: RequestParts = {
    pathParams: strings({ ...named(base.pathParams, ctx.target), ...own.pathParams }),
    query: strings(own.query ?? named(base.query, ctx.target)),
    headers: {},
    ...(json !== undefined
      ? {
          json:
            'json' in own || typeof json !== 'object' || json === null || Array.isArray(json)
              ? json
              : named(json as Record<string, unknown>, ctx.target),
        }
      : {}),
    ...(own.form || base.form ? { form: own.form ?? named(base.form!, ctx.target) } : {}),
  };
  const headers: Record<string, string> = { ...ctx.caller.headers };
  const init: BuiltRequest['init'] = { method: o.method, headers };
  if ('json' in parts) {
    init.body = JSON.stringify(parts.json);
    headers['content-type'] = 'application/json';
  } else if (parts.form) {
    const data = new FormData();
    for (const [k, v] of Object.entries(parts.form))
      if (v instanceof File) data.append(k, v);
      else if (k === 'file') continue;
      else data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    if (!Object.values(parts.form).some((v) => v instanceof File))
      data.append('file', new File([new Uint8Array([37, 80, 68, 70])], 'a.pdf'));
    init.body = data;
  }
  return { method: o.method, path: `/api${urlOf(o, parts)}`, init };
}
