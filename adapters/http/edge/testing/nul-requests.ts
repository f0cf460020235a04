/**
 * Why: the proof that no input holding U+0000 reaches a database is a walk over the OpenAPI
 * document (./openapi-requests.ts) — every operation, every string it takes. This builds, from
 * an operation's description, the requests that each put a NUL in one kind of input (path
 * parameters, query, JSON body, form fields), the rest plausible.
 */
import {
  type BuiltRequest,
  type DocOperation,
  encodeParts,
  type OpenApiDoc,
  plausibleParts,
  type Slot,
} from './openapi-requests';

/** One request of the walk: where its NUL is, and what to send. */
export interface NulRequest extends BuiltRequest {
  readonly label: string;
}

const NUL = 'x\u0000y';

/** The requests that put a NUL in each kind of input `o` takes (none if it takes no text). */
export function nulRequests(doc: OpenApiDoc, o: DocOperation): NulRequest[] {
  const probe = plausibleParts(doc, o, () => 'x');
  const kinds: Slot[] = [];
  if (/\{[^}]+\}/.test(o.path)) kinds.push('path');
  if (Object.keys(probe.query).length > 0) kinds.push('query');
  if ('json' in probe) kinds.push('body');
  else if (probe.form) kinds.push('form');
  return kinds
    .map((where) => ({
      label: `${o.method} ${o.path} (${where})`,
      ...encodeParts(
        o,
        plausibleParts(doc, o, (slot) => (slot === where ? NUL : 'x')),
      ),
    }))
    .filter(carriesNul);
}

/** Whether a built request really holds a NUL (a schema may take no free text in that place). */
function carriesNul(r: NulRequest): boolean {
  const body = r.init.body;
  if (r.path.includes('%00')) return true;
  if (typeof body === 'string') return body.includes('\\u0000');
  return (
    body instanceof FormData && [...body.values()].some((v) => typeof v === 'string' && v.includes('\0'))
  );
}
