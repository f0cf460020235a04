/**
 * A strict, hand-written parser for partner redirect URIs. Core has no `URL` global (its lib is
 * ES2023 only), and WHATWG parsing *repairs* input (backslashes become slashes, tabs vanish,
 * `HTTPS:` is lower-cased, `:443` is dropped) — each repair is a way to make a hostile string
 * look like a registered one. So this parser repairs nothing: anything WHATWG would normalise is
 * refused, except the case of the host (DNS ignores it) and an empty path (read as `/`).
 *
 * Accepted: `http(s)://host[:port]/path[?query]` in printable ASCII, with a lower-case scheme,
 * a DNS host of letters, digits and hyphens, a port of 1–65535 without leading zeros, a path
 * without empty, `.` or `..` segments or encoded `.`, `/`, `\`, and no user info or fragment.
 */
export interface ParsedRedirect {
  readonly scheme: 'http' | 'https';
  /** Lower-cased. */
  readonly host: string;
  /** As written, or null when absent (a default port is *not* filled in). */
  readonly port: string | null;
  readonly path: string;
  readonly query: string | null;
}

const MAX_LENGTH = 2048;
const SHAPE = /^(https?):\/\/([^/?]*)(\/[^?]*)?(?:\?(.*))?$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PORT = /^[1-9][0-9]{0,4}$/;
// RFC 3986 pchar (unreserved, sub-delims, ':', '@') plus '/', with %XX escapes checked apart.
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
const QUERY_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
const ESCAPE = /%(?![0-9A-Fa-f]{2})/;
const ENCODED_DOT_OR_SLASH = /%(2e|2f|5c|00)/i;

function printableAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return false;
  }
  return true;
}

function parseHost(authority: string): { host: string; port: string | null } | null {
  if (authority.includes('@') || authority.includes('%') || authority.includes('[')) return null;
  const parts = authority.split(':');
  if (parts.length > 2) return null;
  const host = parts[0]!.toLowerCase();
  const port = parts.length === 2 ? parts[1]! : null;
  if (port !== null && !(PORT.test(port) && Number(port) <= 65_535)) return null;
  if (host.length === 0 || host.length > 253) return null;
  if (!host.split('.').every((label) => LABEL.test(label))) return null;
  return { host, port };
}

function safePath(path: string): boolean {
  if (!PATH_CHARS.test(path) || ESCAPE.test(path) || ENCODED_DOT_OR_SLASH.test(path)) return false;
  const segments = path.split('/').slice(1);
  // A trailing slash leaves one empty last segment; any other empty segment is `//`.
  return segments.every((s, i) => (s.length > 0 || i === segments.length - 1) && s !== '.' && s !== '..');
}

/** Parses a redirect URI, or returns null for anything outside the accepted form. */
export function parseRedirectUri(input: string): ParsedRedirect | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return null;
  if (!printableAscii(input) || input.includes('\\') || input.includes('#')) return null;
  const m = SHAPE.exec(input);
  if (!m) return null;
  const authority = parseHost(m[2]!);
  const path = m[3] ?? '/';
  const query = m[4] ?? null;
  if (!authority || !safePath(path)) return null;
  if (query !== null && (!QUERY_CHARS.test(query) || ESCAPE.test(query))) return null;
  return { scheme: m[1] as 'http' | 'https', host: authority.host, port: authority.port, path, query };
}
