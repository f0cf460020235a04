import { headerKey } from '../header-key';
import type { FieldMapping } from '../mapping';
import { ASF_MAPPING } from './asf-mapping';
import { HMDA_MAPPING } from './hmda-mapping';
import { PLATFORM_MAPPING } from './platform-mapping';

/** The mappings the platform ships, by name. */
export const BUILT_IN_MAPPINGS: readonly FieldMapping[] = [PLATFORM_MAPPING, ASF_MAPPING, HMDA_MAPPING];

/** A built-in mapping by name (case-insensitive), or null. */
export function builtInMapping(name: string): FieldMapping | null {
  return BUILT_IN_MAPPINGS.find((m) => m.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
}

/** How many fields of `mapping` find a header among `headers`. */
export function matchedFieldCount(headers: readonly string[], mapping: FieldMapping): number {
  const keys = new Set(headers.map(headerKey));
  return Object.values(mapping.fields).filter((names) => names?.some((n) => keys.has(headerKey(n)))).length;
}

/**
 * The built-in mapping that recognises the most fields of a tape's headers; ties go to the
 * earlier mapping (the platform's own style first).
 */
export function detectMapping(headers: readonly string[], candidates = BUILT_IN_MAPPINGS): FieldMapping {
  let best = candidates[0]!;
  let bestCount = -1;
  for (const mapping of candidates) {
    const count = matchedFieldCount(headers, mapping);
    if (count > bestCount) {
      best = mapping;
      bestCount = count;
    }
  }
  return best;
}
