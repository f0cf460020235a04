/**
 * The visitor's country for the country-code default (spec §5: +91 or +1 by the visitor's
 * country, IN or US). The spec's third-party IP lookup is not reachable from here and would
 * send every visitor's address elsewhere, so the browser's own settings are read instead: the
 * time zone first (Indian zones, then North American ones), then the language's region
 * (`en-IN`, `en-US`). Unknown gives null and the form quietly starts on +91 (spec §8:
 * location lookup failures are ignored).
 */

const INDIA_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);
const US_ZONE =
  /^(America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Detroit|Indiana\/|Kentucky\/|Boise|Juneau|Adak)|Pacific\/Honolulu|US\/)/;

/** What the guess reads; `navigator` and `Intl` in a browser. */
export interface CountryHints {
  readonly timeZone?: string | undefined;
  readonly languages?: readonly string[] | undefined;
}

/** 'IN', 'US' or null from the browser's time zone and languages. */
export function visitorCountry(hints: CountryHints = browserHints()): 'IN' | 'US' | null {
  const zone = hints.timeZone ?? '';
  if (INDIA_ZONES.has(zone)) return 'IN';
  if (US_ZONE.test(zone)) return 'US';
  for (const language of hints.languages ?? []) {
    const region = language.split('-')[1]?.toUpperCase();
    if (region === 'IN' || region === 'US') return region;
  }
  return null;
}

function browserHints(): CountryHints {
  try {
    return {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      languages: typeof navigator === 'undefined' ? [] : navigator.languages,
    };
  } catch {
    return {};
  }
}
