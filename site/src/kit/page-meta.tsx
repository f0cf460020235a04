/**
 * A page's title and meta description (React 19 hoists both into <head>): every route names
 * itself, so tabs, history and search results read well. On a tenant's host the title ends
 * with the tenant's name (its branding title), elsewhere with the platform's.
 */
import { useOptionalSite } from '../app/site-context';

export interface PageMetaProps {
  /** The page's own title; the site's (or the tenant's) name is added after it. */
  readonly title: string;
  readonly description: string;
}

export const SITE_NAME = 'ISPz';

/** @example <PageMeta title="About us" description="Who we are and what ISPz builds." /> */
export function PageMeta({ title, description }: PageMetaProps) {
  const tenant = useOptionalSite()?.tenant;
  const name = (tenant?.tenant_id && tenant.branding.title) || SITE_NAME;
  return (
    <>
      <title>{title === name ? title : `${title} · ${name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
