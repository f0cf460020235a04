/**
 * /connect (spec §2, US build): the GET CONNECTED lead form beside a short word on what each
 * choice opens.
 */
import { useSite } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { PageSection } from '../../kit/section';
import { CONNECT_PAGE as T } from '../content/connect';
import { LeadForm } from './lead-form';
import './connect.css';

export default function ConnectPage() {
  const { api } = useSite();
  return (
    <>
      <PageMeta title={T.title} description={T.description} />
      <PageSection tone="surface" className="us-connect">
        <header className="us-connect__intro">
          <h1 id="get-connected">{T.heading}</h1>
          <p>{T.lead}</p>
        </header>
        <div className="us-connect__card">
          <LeadForm api={api} labelledBy="get-connected" />
        </div>
      </PageSection>
    </>
  );
}
