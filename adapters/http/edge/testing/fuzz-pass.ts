/**
 * Why: the fuzz pass's loop, apart from what it asserts. It sends each plan to its operation
 * (round robin over the document, so every operation gets its share), a few at a time as
 * clients would, and sorts the answers: a 5xx, or a 4xx that is not a JSON refusal in the
 * platform's shape (`{ success: false, code, error, statusText }`, each text non-empty), or no
 * answer within ten seconds, is wrong; a persona logged out by the pass itself is logged in again for the requests after.
 */
import type { RequestPlan } from './fuzz-requests';
import { fuzzRequest } from './fuzz-requests';
import type { FuzzWorld } from './fuzz-world';
import type { DocOperation, OpenApiDoc } from './openapi-requests';

/** What a pass saw: the wrong answers (each kind once, with where it first happened) and the statuses. */
export interface PassReport {
  readonly wrong: string[];
  readonly statuses: Map<number, number>;
  /** How often each refusal code was answered. */
  readonly codes: Map<string, number>;
  readonly seconds: number;
}

/** How long a request may go unanswered before it counts as hanging. */
const ANSWER_MS = 10_000;

/** The answer, or (a request left hanging) a stand-in 599 that the pass reports as wrong. */
async function answerWithin(ms: number, answer: Response | Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<Response>((done) => {
    timer = setTimeout(() => done(new Response(`no answer within ${ms} ms`, { status: 599 })), ms);
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with a 4xx answer, or null. */
export function refusalProblem(res: Response, text: string): string | null {
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return 'not JSON';
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return 'unparsable JSON';
  }
  const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  if (body.success !== false || !filled(body.code) || !filled(body.error) || !filled(body.statusText))
    return `not the error shape: ${text.slice(0, 200)}`;
  return null;
}

/** Sends `plans` (plan i to operation i mod n), `concurrency` at once; `tag` names the run in reports. */
export async function runPass(
  world: FuzzWorld,
  doc: OpenApiDoc,
  operations: readonly DocOperation[],
  plans: readonly RequestPlan[],
  options: { readonly concurrency: number; readonly tag: string },
): Promise<PassReport> {
  const wrong = new Map<string, string>();
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  const started = performance.now();
  let next = 0;
  const client = async () => {
    for (let i = next++; i < plans.length; i = next++) {
      const plan = plans[i]!;
      const request = fuzzRequest(doc, operations[i % operations.length]!, plan, world.sessions, world.ids);
      const res = await answerWithin(
        ANSWER_MS,
        world.platform.app.request(`/api${request.path}`, request.init),
      );
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const problem =
        res.status >= 500
          ? `${res.status} ${text.slice(0, 200)}`
          : res.status >= 400
            ? refusalProblem(res, text)
            : null;
      if (res.status >= 400 && !problem) {
        const code = String(JSON.parse(text).code);
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
      // Each operation's kind of problem once, with the first request that showed it.
      const kind = `${request.method} ${operations[i % operations.length]!.path}: ${problem?.slice(0, 60)}`;
      if (problem && !wrong.has(kind))
        wrong.set(
          kind,
          `${request.label}: ${problem} ← request #${i} of ${options.tag}: ${request.path.slice(0, 160)}`,
        );
      if (res.status === 401 && plan.creds.token === 'valid') await world.relogin(plan.creds.persona);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return {
    wrong: [...wrong.values()],
    statuses,
    codes,
    seconds: (performance.now() - started) / 1000,
  };
}
