/**
 * /dashboard/asset (spec §3 asset wizard; §7 orders: hire): hire an asset in four steps, the
 * person's hire orders, the assets they listed with the days each is offered, and listing more. A link from SmartHire may
 * carry the wizard's first answers (`?asset_type=…&from=…&to=…&asset_id=…`). On a page the
 * route configuration marks read-only (spec §6), every action is disabled.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { useReadOnly } from '../shell/use-dashboard-data';
import { ASSET_PAGE_TEXT as T } from './asset-text';
import { HireOrders } from './hire-orders';
import { HireWizard } from './hire-wizard';
import { EMPTY_ANSWERS, type HireField, startWizard } from './hire-wizard-model';
import { ListAssetSection } from './list-asset-form';
import { MyAssets } from './my-assets';
import '../shell/dashboard-pages.css';
import './asset.css';

export default function AssetPage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const [params] = useSearchParams();
  const [wizard, setWizard] = useState(() =>
    startWizard(
      Object.fromEntries((Object.keys(EMPTY_ANSWERS) as HireField[]).map((f) => [f, params.get(f)])),
    ),
  );
  return (
    <div className="dash-page asset-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      {readOnly ? <p className="asset-note">{T.readOnly}</p> : null}
      <section className="asset-section" aria-labelledby="asset-hire-heading">
        <h2 id="asset-hire-heading">{T.wizard.heading}</h2>
        <HireWizard state={wizard} onChange={setWizard} readOnly={readOnly} />
      </section>
      <section className="asset-section" aria-labelledby="asset-orders-heading">
        <h2 id="asset-orders-heading">{T.orders.heading}</h2>
        <HireOrders />
      </section>
      <section className="asset-section" aria-labelledby="asset-mine-heading">
        <h2 id="asset-mine-heading">{T.mine.heading}</h2>
        <MyAssets readOnly={readOnly} />
      </section>
      <ListAssetSection readOnly={readOnly} />
    </div>
  );
}
