/**
 * Why: an upload parser meets more than well-formed bodies. This writes a multipart body by hand
 * — so it can be wrong in ways `FormData` never is: no boundary, the wrong one, cut short, no
 * file or two, a part without its disposition, a field without a name or in a charset nobody
 * decodes, fields named after the prototype machinery — with
 * the file's name and bytes chosen by the fuzz plan.
 */
import type { MultipartShape } from './hostile-bodies';

/** What a multipart body plan says of the upload. */
export interface MultipartPlan {
  readonly shape: MultipartShape;
  readonly fileName: string;
  /** The file's bytes, one per character (latin1), so binary magic numbers survive. */
  readonly content: string;
}

const BOUNDARY = 'ispzFuzzBoundary7MA4YWxkTrZu0gW';

/** The body and content type of an upload of `fields` and one file, broken as `plan` says. */
export function multipartBody(
  plan: MultipartPlan,
  fields: Record<string, unknown>,
): { body: Uint8Array<ArrayBuffer>; type: string } {
  const pieces: Buffer[] = [];
  const part = (headers: string, content: Buffer) =>
    pieces.push(Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n'));
  const field = (name: string, value: unknown) =>
    part(
      `Content-Disposition: form-data; name="${name}"`,
      Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
    );
  for (const [name, value] of Object.entries(fields)) if (name !== 'file') field(name, value);
  if (plan.shape === 'nameless-field') part('Content-Disposition: form-data', Buffer.from('nameless'));
  if (plan.shape === 'unknown-charset')
    part(
      'Content-Disposition: form-data; name="note"\r\nContent-Type: text/plain; charset=x-none',
      Buffer.from('?'),
    );
  if (plan.shape === 'polluting-fields') {
    field('__proto__', '{"ispzPolluted":"yes"}');
    field('constructor[prototype][ispzPolluted]', 'yes');
    field('__proto__[ispzPolluted]', 'yes');
  }
  const file = () =>
    part(
      plan.shape === 'no-disposition'
        ? 'Content-Type: application/octet-stream'
        : `Content-Disposition: form-data; name="file"; filename="${plan.fileName}"\r\nContent-Type: application/octet-stream`,
      Buffer.from(plan.content, 'latin1'),
    );
  if (plan.shape !== 'no-file') file();
  if (plan.shape === 'two-files') file();
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const whole = Buffer.concat(pieces);
  const body = plan.shape === 'truncated' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
  const type =
    plan.shape === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${plan.shape === 'wrong-boundary' ? 'not-the-one' : BOUNDARY}`;
  return { body: Uint8Array.from(body), type };
}
