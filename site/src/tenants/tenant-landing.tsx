/** The tenant's landing page (spec §1): its name, logo and colours from the tenant config. */
import { useSite } from '../app/site-context';
import { PageMeta } from '../kit/page-meta';

export default function TenantLanding() {
  const { tenant } = useSite();
  const title = tenant.branding.title || tenant.name || '';
  return (
    <section className="site-column">
      <PageMeta title={title} description={`${title} on ISPz`} />
      <img src={tenant.branding.logo} alt={`${title} logo`} width={64} height={64} />
      <h1>{title}</h1>
    </section>
  );
}
