/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, like `Array.prototype.sort`), no
 * whitespace, `undefined` members left out. Two equal values always give the same text, whatever
 * order their keys were written in — which is what a hash over JSON needs: the audit chain's
 * entry hashes, the idempotency fingerprint of a request, the stored JSON columns that are compared.
 * Pure, so every adapter can use it without reaching into another adapter.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    // JSON has no NaN or Infinity: JSON.stringify would silently store null instead.
    if (!Number.isFinite(value)) throw new TypeError(`not representable in JSON: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    // sort() without a comparator orders strings by UTF-16 code units. One string is built as
    // the keys go (the bid closer writes a hundred thousand of these in a run).
    const record = value as Record<string, unknown>;
    let text = '';
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined) continue;
      text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `{${text}}`;
  }
  throw new TypeError(`not representable in JSON: ${typeof value}`);
}
