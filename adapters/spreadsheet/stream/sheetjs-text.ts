/**
 * SheetJS's own text helpers, written out because it does not export them, so that a worksheet
 * read a row at a time gives each cell the text SheetJS itself would. They work, as SheetJS
 * does, on the part's bytes as a binary ("latin1") string: entities are replaced there and the
 * result is then read as UTF-8 (`utf8read`), quirks included (a numeric reference above U+00FF
 * in a `str` cell comes out as SheetJS makes it).
 */
import { NotStreamable } from './not-streamable';

const ENTITIES: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&apos;': "'",
  '&gt;': '>',
  '&lt;': '<',
  '&amp;': '&',
};
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;

function rawUnescape(text: string): string {
  // Neither an entity, an escape nor CDATA: nothing to replace (most cell values).
  if (text.indexOf('&') === -1 && text.indexOf('_') === -1 && text.indexOf('<') === -1) return text;
  const i = text.indexOf('<![CDATA[');
  if (i === -1) {
    return text
      .replace(ENTITY, (whole, digits: string | undefined) => {
        const named = ENTITIES[whole];
        if (named) return named;
        return String.fromCharCode(Number.parseInt(digits ?? '', whole.includes('x') ? 16 : 10)) || whole;
      })
      .replace(CODE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  const j = text.indexOf(']]>');
  return rawUnescape(text.slice(0, i)) + text.slice(i + 9, j) + rawUnescape(text.slice(j + 3));
}

/** SheetJS `unescapexml`: entities, `_xHHHH_` escapes and CDATA; with `xlsx`, CR LF becomes LF. */
export function unescapeXml(text: string, xlsx = false): string {
  const out = rawUnescape(text);
  return xlsx ? out.replace(/\r\n/g, '\n') : out;
}

/** SheetJS `utf8read`: a binary string read as UTF-8. */
export function utf8read(binary: string): string {
  return Buffer.from(binary, 'binary').toString('utf8');
}

const ATTRIBUTE = /\s([^"\s?>/]+)\s*=\s*((?:")([^"]*)(?:")|(?:')([^']*)(?:')|([^'">\s]+))/g;

/**
 * SheetJS `parsexmltag(tag, true)`: the attributes of a start tag by local name (a later one of
 * the same name wins; `xmlns:` prefixes and ODS suffixes as SheetJS treats them).
 */
export function tagAttributes(tag: string): Record<string, string> {
  return simpleAttributes(tag) ?? anyAttributes(tag);
}

/**
 * The common case, read without a regular expression: `<name a="…" b="…">` (or `/>`) with
 * single spaces, lower-case letter names and double quotes. Null for anything else.
 */
function simpleAttributes(tag: string): Record<string, string> | null {
  const z: Record<string, string> = {};
  let i = tag.indexOf(' ');
  if (i === -1) return null;
  const end = tag.length - (tag.endsWith('/>') ? 2 : 1);
  if (tag.charCodeAt(end) !== 62 && tag.charCodeAt(end) !== 47) return null;
  while (i < end) {
    if (tag.charCodeAt(i) !== 32) return null;
    const nameStart = ++i;
    while (i < end) {
      const c = tag.charCodeAt(i);
      if (c < 97 || c > 122) break;
      i++;
    }
    if (i === nameStart || tag.charCodeAt(i) !== 61 || tag.charCodeAt(i + 1) !== 34) return null;
    const close = tag.indexOf('"', i + 2);
    if (close === -1 || close >= end) return null;
    z[tag.slice(nameStart, i)] = tag.slice(i + 2, close);
    i = close + 1;
  }
  return i === end ? z : null;
}

function anyAttributes(tag: string): Record<string, string> {
  const z: Record<string, string> = {};
  let eq = 0;
  for (; eq !== tag.length; ++eq) {
    const c = tag.charCodeAt(eq);
    if (c === 32 || c === 10 || c === 13) break;
  }
  if (eq === tag.length) return z;
  for (const m of tag.match(ATTRIBUTE) ?? []) {
    const cc = m.slice(1);
    let c = 0;
    for (; c !== cc.length; ++c) if (cc.charCodeAt(c) === 61) break;
    let q = cc.slice(0, c).trim();
    while (cc.charCodeAt(c + 1) === 32) ++c;
    const first = cc.charCodeAt(c + 1);
    const quote = first === 34 || first === 39 ? 1 : 0;
    const v = cc.slice(c + 1 + quote, cc.length - quote);
    const colon = q.indexOf(':');
    if (colon === -1) {
      if (q.indexOf('_') > 0) q = q.slice(0, q.indexOf('_'));
      z[q] = v;
      z[q.toLowerCase()] = v;
    } else {
      const k = (colon === 5 && q.slice(0, 5) === 'xmlns' ? 'xmlns' : '') + q.slice(colon + 1);
      if (z[k] && q.slice(colon - 3, colon) === 'ext') continue;
      z[k] = v;
      z[k.toLowerCase()] = v;
    }
  }
  return z;
}

const ELEMENT_CACHE = new Map<string, [RegExp, RegExp]>();

/** SheetJS `str_match_xml_ns`: the first `<tag …>…</tag>` (any prefix) as [whole, inner], or null. */
export function matchElement(str: string, tag: string): [string, string] | null {
  // The common case: the element first, plain text inside, its own closing tag right after.
  const plain = `<${tag}>`;
  if (str.startsWith(plain)) {
    const end = str.indexOf('<', plain.length);
    if (end !== -1 && str.startsWith(`</${tag}>`, end)) {
      return [str.slice(0, end + tag.length + 3), str.slice(plain.length, end)];
    }
  }
  let res = ELEMENT_CACHE.get(tag);
  if (!res) {
    res = [new RegExp(`<(?:\\w+:)?${tag}\\b[^<>]*>`, 'g'), new RegExp(`</(?:\\w+:)?${tag}>`, 'g')];
    ELEMENT_CACHE.set(tag, res);
  }
  const [open, close] = res;
  open.lastIndex = 0;
  const m = open.exec(str);
  if (!m) return null;
  close.lastIndex = open.lastIndex;
  const e = close.exec(str);
  if (!e) return null;
  return [str.slice(m.index, close.lastIndex), str.slice(open.lastIndex, e.index)];
}

const PHONETIC = [/<(?:\w+:)?rPh\b[^<>]*>/g, /<\/(?:\w+:)?rPh>/g] as const;
const RUN_TEXT = /<(?:\w+:)?t\b[^<>]*>([^<]*)<\/(?:\w+:)?t>/g;
const RICH_RUN = /<(?:\w+:)?r\b[^<>]*>/;
const ANY_TAG = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?<>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'"<>\s=]+))*\s*[/?]?>/gm;

/** SheetJS `str_remove_xml_ns_g(x, 'rPh')`: the phonetic runs removed (null for an unclosed one). */
function withoutPhonetic(x: string): string | null {
  const [open, close] = PHONETIC;
  let out = '';
  let at = 0;
  open.lastIndex = 0;
  for (let m = open.exec(x); m; m = open.exec(x)) {
    out += x.slice(at, m.index);
    close.lastIndex = open.lastIndex;
    const e = close.exec(x);
    if (!e) return null;
    at = close.lastIndex;
    open.lastIndex = at;
  }
  return out + x.slice(at);
}

/** SheetJS `parse_si` (text only): a plain `<t>`, or the runs of rich text without phonetics. */
export function stringItemText(x: string): string | undefined {
  if (!x) return '';
  if (/^\s*<(?:\w+:)?t[^>]*>/.test(x)) {
    return unescapeXml(utf8read(x.slice(x.indexOf('>') + 1).split(/<\/(?:\w+:)?t>/)[0] ?? ''), true);
  }
  if (RICH_RUN.test(x)) {
    const plain = withoutPhonetic(x);
    // SheetJS fails on the whole sheet here; only SheetJS itself can answer the same.
    if (plain === null) throw new NotStreamable('an unclosed phonetic run');
    const runs = (plain.match(RUN_TEXT) ?? []).join('').replace(ANY_TAG, '');
    return unescapeXml(utf8read(runs), true);
  }
  return undefined;
}
