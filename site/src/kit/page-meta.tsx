/**
 * A page's title and meta description (React 19 hoists both into <head>): every route names
 * itself, so tabs, history and search results read well.
 */
export interface PageMetaProps {
  /** The page's own title; the site's name is added after it. */
  readonly title: string;
  readonly description: string;
}

export const SITE_NAME = 'ISPz';

/** @example <PageMeta title="About us" description="Who we are and what ISPz builds." /> */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title === SITE_NAME ? title : `${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
