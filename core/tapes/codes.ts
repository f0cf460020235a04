import { CODE_LISTS, type CodeSet } from './code-lists';
import type { CodeListName } from './fields';
import { headerKey } from './header-key';

/**
 * Reading and writing enumerated values. Text is matched by `headerKey`, so "CASH-OUT
 * REFINANCE", "cash out refinance" and the code of the mapping's code set all give the label.
 * Numeric codes are read as HMDA codes unless the mapping says its codes are ASF codes.
 */

type Index = ReadonlyMap<string, string>;

function buildIndex(list: CodeListName, codeSet: CodeSet): Index {
  const index = new Map<string, string>();
  for (const e of CODE_LISTS[list]) {
    for (const text of [e.label, ...e.synonyms, ...e[codeSet]]) index.set(headerKey(text), e.label);
  }
  return index;
}

const INDEXES = new Map<string, Index>();
function indexOf(list: CodeListName, codeSet: CodeSet): Index {
  const key = `${list}:${codeSet}`;
  let index = INDEXES.get(key);
  if (!index) {
    index = buildIndex(list, codeSet);
    INDEXES.set(key, index);
  }
  return index;
}

/** Lists whose values a tape may extend: an unknown property type is kept as written. */
const OPEN_LISTS: ReadonlySet<CodeListName> = new Set(['propertyType']);

// A tape repeats a handful of spellings thousands of times: remember what each one meant.
const READ_CACHE = new Map<string, string | null>();
const READ_CACHE_LIMIT = 10_000;

/**
 * The stored label for `text` (already non-blank), or null when the list is closed and
 * nothing matches.
 */
export function readCode(list: CodeListName, text: string, codeSet: CodeSet = 'hmda'): string | null {
  const cacheKey = `${list}\u0000${codeSet}\u0000${text}`;
  const cached = READ_CACHE.get(cacheKey);
  if (cached !== undefined) return cached;
  const label = indexOf(list, codeSet).get(headerKey(text)) ?? (OPEN_LISTS.has(list) ? text.trim() : null);
  if (READ_CACHE.size < READ_CACHE_LIMIT) READ_CACHE.set(cacheKey, label);
  return label;
}

/** Every label `text` can mean under any code set (used to compare two tapes' values). */
export function possibleLabels(list: CodeListName, text: string): ReadonlySet<string> {
  const labels = new Set<string>();
  for (const codeSet of ['hmda', 'asf'] as const) {
    const label = indexOf(list, codeSet).get(headerKey(text));
    if (label !== undefined) labels.add(label);
  }
  if (labels.size === 0 && OPEN_LISTS.has(list) && text.trim() !== '') labels.add(text.trim());
  return labels;
}

/** The value to write for a stored label: the code set's first code when it has one, else the label. */
export function writeCode(list: CodeListName, label: string, codeSet?: CodeSet): string {
  if (!codeSet) return label;
  const e = CODE_LISTS[list].find((x) => x.label === label);
  return e?.[codeSet][0] ?? label;
}
