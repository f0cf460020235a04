/**
 * Why: the pass itself. For every documented operation, every thing of the kind its rule names
 * and every caller, the core's rules say allowed or refused before the request is sent; the
 * refused callers go first, so a state-changing call is refused in the very state in which the
 * allowed caller's same request then succeeds, and the whole database is compared around them.
 * A leak is a refused cell answered 2xx, a refused state-changing cell that changed any table,
 * or a 2xx answer carrying a loan, loan number or tape the core hides from the caller.
 */
import { isStateChanging } from '../../session';
import { changedTables, type Digest, digest } from './db-digest';
import { cellRequest } from './matrix-requests';
import { allowed } from './matrix-rules';
import { type MatrixState, readState } from './matrix-targets';
import type { CellContext, RouteRule } from './matrix-types';
import type { Caller, MatrixWorld } from './matrix-world';
import { type OpenApiDoc, operationsOf } from './openapi-requests';

export interface MatrixReport {
  readonly operations: number;
  readonly callers: number;
  readonly cells: number;
  /** Cells by verdict and answer class ('refused 403', 'allowed 2xx' …). */
  readonly tally: ReadonlyMap<string, number>;
  readonly leaks: readonly string[];
  /** Allowed by the rules but answered 401 or 403: the rules and the route disagree. */
  readonly disagreements: readonly string[];
  /** Documented operations without a rule, and rules naming no documented operation. */
  readonly unruled: readonly string[];
  /** Operations some allowed caller got a 2xx from (the requests reached the use cases). */
  readonly reached: ReadonlySet<string>;
  readonly failures: readonly string[];
}

const klass = (status: number) => (status < 300 ? '2xx' : String(status));

/** Runs every cell of the matrix on `w`. */
export async function runMatrix(
  w: MatrixWorld,
  doc: OpenApiDoc,
  rules: Readonly<Record<string, RouteRule>>,
): Promise<MatrixReport> {
  const documented = operationsOf(doc).map((o) => ({ o, key: `${o.method} ${o.path}` }));
  const keys = new Set(documented.map((d) => d.key));
  const unruled = [
    ...documented.filter((d) => !rules[d.key]).map((d) => `no rule: ${d.key}`),
    ...Object.keys(rules)
      .filter((k) => !keys.has(k))
      .map((k) => `not documented: ${k}`),
  ];
  const rank = (key: string) => ({ replaces: 1, ends: 2, none: 0 })[rules[key]?.last ?? 'none'];
  const ordered = [...documented].sort((a, b) => rank(a.key) - rank(b.key));
  const tally = new Map<string, number>();
  const leaks: string[] = [];
  const disagreements: string[] = [];
  const failures: string[] = [];
  const reached = new Set<string>();
  let cells = 0;
  let state: MatrixState = await readState(w);
  let last: Digest | null = null;
  const ctxOf = (caller: Caller, target: CellContext['target']): CellContext => ({
    caller,
    target,
    now: w.platform.clock.now(),
    firmId: w.by('dd').userId,
    investorId: w.by('investor').userId,
    blobOf: (userId) => state.blobs.get(userId) ?? '',
  });

  for (const { o, key } of ordered) {
    const rule = rules[key];
    if (!rule) continue;
    const targets = rule.on ? (state.targets.get(rule.on) ?? []) : [null];
    if (targets.length === 0) unruled.push(`no ${rule.on} to try ${key} on`);
    let wrote = false;
    for (const target of targets) {
      const where = target ? ` on ${target.label}` : '';
      const verdicts = w.callers.map((caller) => ({ caller, ok: allowed(rule, caller, target) }));
      const writes = isStateChanging(o.method);
      // The last digest still stands unless a call answered 2xx since (a refused write that changed
      // something anyway shows in the next comparison all the same).
      if (writes && !last) last = await digest(w.platform.connection);
      const before = writes ? last : null;
      const send = async (caller: Caller, ok: boolean) => {
        const req = cellRequest(doc, o, rule, ctxOf(caller, target));
        const res = await w.platform.app.request(req.path, req.init);
        const text = await res.text();
        cells += 1;
        const cell = `${key}${where} as ${caller.key}`;
        const bucket = `${ok ? 'allowed' : 'refused'} ${klass(res.status)}`;
        tally.set(bucket, (tally.get(bucket) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${cell}: ${res.status} ${text.slice(0, 200)}`);
        if (!ok && res.status < 300) leaks.push(`${cell}: refused by the rules, answered ${res.status}`);
        if (ok && (res.status === 401 || res.status === 403) && !rule.last && !rule.open)
          disagreements.push(`${cell}: allowed by the rules, answered ${res.status} ${text.slice(0, 160)}`);
        if (res.status >= 300) return;
        if (ok) reached.add(key);
        if (writes) {
          wrote = true;
          last = null;
        }
        // What the request itself named the caller knows already; anything else hidden is a leak.
        const asked = `${req.path} ${typeof req.init.body === 'string' ? req.init.body : ''}`;
        const hiddenIn = () =>
          (state.hidden.get(caller.userId) ?? []).filter((h) => text.includes(h) && !asked.includes(h));
        let seen = hiddenIn();
        // A write answers the state it made (a price sent makes its loan the investor's row): judge it by that.
        if (seen.length > 0 && writes) {
          state = await readState(w);
          seen = hiddenIn();
        }
        if (seen.length > 0)
          leaks.push(
            `${cell}: the answer carries what the caller may not see: ${seen.slice(0, 4).join(', ')}`,
          );
      };
      for (const v of verdicts.filter((v) => !v.ok)) await send(v.caller, false);
      if (before) {
        last = await digest(w.platform.connection);
        const changed = changedTables(before, last);
        if (changed.length > 0) leaks.push(`${key}${where}: refused calls changed ${changed.join(', ')}`);
      }
      for (const v of verdicts.filter((v) => v.ok)) await send(v.caller, true);
    }
    if (wrote) state = await readState(w);
  }
  return {
    operations: documented.length,
    callers: w.callers.length,
    cells,
    tally,
    leaks,
    disagreements,
    unruled,
    reached,
    failures,
  };
}
