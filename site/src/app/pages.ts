/**
 * How an area of the site lists its pages: a path (react-router's, without the leading slash
 * for nested ones) and a loader of the module whose default export draws it. Pages load
 * lazily, so a visitor downloads the page they open and not the whole site.
 */
import type { ComponentType } from 'react';

/** A page module: its default export is the page. */
export interface PageModule {
  readonly default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/** The pages of one area, by path ('/' is the area's home). */
export type PageTable = Readonly<Record<string, PageLoader>>;

const RELOADED = 'ispz:reloaded-for-new-build';

/**
 * After a new deployment, a page left open still names the old build's page files, which are
 * gone: the first failed page load reloads once to take the new build (a note in
 * sessionStorage keeps it to once a minute); a second failure goes to the crash screen.
 */
function reloadForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(RELOADED, String(Date.now()));
  window.location.reload();
  return true;
}

/** A react-router `lazy` that loads the page module and hands over its component. */
export const lazyPage = (page: PageLoader) => async () => {
  try {
    return { Component: (await page()).default };
  } catch (error) {
    if (reloadForNewBuild()) return new Promise<never>(() => {}); // the reload takes over
    throw error;
  }
};
