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

/** A react-router `lazy` that loads the page module and hands over its component. */
export const lazyPage = (page: PageLoader) => async () => ({ Component: (await page()).default });
