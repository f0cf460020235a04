/**
 * Which of a static file's precompressed forms to send (RFC 9110 §12.5.3): brotli where the
 * browser takes it, gzip where it takes that, else the file as is. The widget build writes
 * `<file>.br` and `<file>.gz` beside each bundle, so a partner page downloads the compressed
 * bytes the budgets are measured in, and the server never compresses per request.
 */

/** A stored form of a file: its `Content-Encoding` and the suffix of the file that holds it. */
export interface StoredEncoding {
  readonly coding: 'br' | 'gzip';
  readonly suffix: '.br' | '.gz';
}

/** The forms the widget build writes, best first. */
export const STORED_ENCODINGS: readonly StoredEncoding[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/** The codings an `Accept-Encoding` header accepts (q > 0); `*` accepts any not named. */
export function acceptedCodings(header: string | undefined): (coding: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  return (coding) => {
    const weight = weights.get(coding) ?? weights.get('*');
    return weight !== undefined && weight > 0;
  };
}

/** The stored forms the request accepts, best first (empty: send the file as is). */
export function acceptableEncodings(acceptEncoding: string | undefined): readonly StoredEncoding[] {
  const accepts = acceptedCodings(acceptEncoding);
  return STORED_ENCODINGS.filter((encoding) => accepts(encoding.coding));
}

/** The best stored form the request accepts, or null for the file as is. */
export function chooseEncoding(acceptEncoding: string | undefined): StoredEncoding | null {
  return acceptableEncodings(acceptEncoding)[0] ?? null;
}
