/**
 * A transcript of what the API answered: who called what, the status, and the body (JSON as
 * parsed; anything else by its type and SHA-256). Two backends that behave alike give equal
 * transcripts, since the world's clock and ids are the same on every backend — so comparing
 * them shows the first answer where a database and the in-memory fakes part ways.
 */
import { createHash } from 'node:crypto';
import type { ActorKey } from './test-actors';
import type { TestClient } from './test-client';

/** One call and its answer: `call` is "<who> <METHOD> <path>". */
export interface Exchange {
  readonly call: string;
  readonly status: number;
  readonly body: unknown;
}

async function bodyOf(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return res.json();
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { type, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Records every answer got through `as(who)` (a world's clients) and hands the caller the
 * response's JSON (or null) to go on with.
 */
export function transcriber(client: (who: ActorKey) => TestClient) {
  const exchanges: Exchange[] = [];
  const record = async (call: string, res: Promise<Response>) => {
    const answer = await res;
    const body = await bodyOf(answer);
    exchanges.push({ call, status: answer.status, body });
    return body as Record<string, never>;
  };
  const as = (who: ActorKey) => {
    const c = client(who);
    return {
      get: (path: string) => record(`${who} GET ${path}`, c.get(path)),
      post: (path: string, body?: unknown) => record(`${who} POST ${path}`, c.post(path, body)),
      put: (path: string, body?: unknown) => record(`${who} PUT ${path}`, c.put(path, body)),
      upload: (path: string, name: string, bytes: Uint8Array, fields?: Record<string, string>) =>
        record(`${who} UPLOAD ${path} ${name}`, c.upload(path, [{ name, bytes }], fields)),
    };
  };
  return { as, exchanges };
}

export type Transcriber = ReturnType<typeof transcriber>;
