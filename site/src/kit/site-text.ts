/** The site's own words shared by every area (the areas' page texts live in their content files). */
export const KIT_TEXT_SITE = {
  loading: 'Loading…',
  crashTitle: 'Something is not right.',
  crashBody: 'The page met an error it could not recover from. Reload it, or go back to the home page.',
  reload: 'Reload',
  home: 'Go to the home page',
  bootFailed: 'The platform could not be reached. Check your connection and try again.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address. It may have moved, or the link may be mistyped.',
} as const;
