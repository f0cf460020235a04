/**
 * /dashboard/ecosystem (spec §3 Ecosystem, §6 contexts, §7 ecosystem calls, §8 toasts): the
 * ecosystems the person runs — pictures, approval, buyers and sellers, sign-on redirect URIs,
 * the client secret — and the ones their businesses belong to; registering a new one (a
 * business admin in their business, or the platform admin). On a page the route configuration
 * marks read-only, every action is disabled (spec §6).
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { mayRegisterEcosystem } from '../../../../core/accounts/ecosystems/ecosystem-rights';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { useDashboardMenu, useReadOnly } from '../shell/use-dashboard-data';
import { EcosystemDetail } from './ecosystem-detail';
import { chosenEcosystem } from './ecosystem-model';
import { ECOSYSTEM_TEXT as T } from './ecosystem-text';
import { RegisterEcosystem } from './register-ecosystem';
import { useMyContexts, useOwnedEcosystems } from './use-ecosystem-data';
import '../shell/dashboard-pages.css';
import './ecosystem.css';

function OwnedEcosystems(props: {
  readonly readOnly: boolean;
  readonly chosenId: string | null;
  readonly onChoose: (id: string) => void;
  readonly names: ReadonlyMap<string, string>;
}) {
  const mine = useOwnedEcosystems();
  const selectId = useId();
  if (mine.isPending) return <p className="eco-muted">{T.mineLoading}</p>;
  if (mine.isError) return <p className="eco-note eco-note--error">{T.mineFailed}</p>;
  const list = mine.data;
  const shown = chosenEcosystem(list, props.chosenId);
  if (!shown) return <p className="eco-muted">{T.mineEmpty}</p>;
  return (
    <>
      {list.length > 1 ? (
        <div className="ispz-field eco-choose">
          <label className="ispz-field__label" htmlFor={selectId}>
            {T.choose}
          </label>
          <select
            id={selectId}
            className="ispz-input ispz-select"
            value={shown._id}
            onChange={(event) => props.onChoose(event.currentTarget.value)}
          >
            {list.map((e) => (
              <option key={e._id} value={e._id}>
                {e.ecosystem_name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <EcosystemDetail key={shown._id} ecosystem={shown} readOnly={props.readOnly} names={props.names} />
    </>
  );
}

export default function EcosystemPage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const menu = useDashboardMenu();
  const snapshot = useSessionSnapshot();
  const contexts = useMyContexts();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const user = snapshot?.user ?? null;
  const allowed =
    user !== null &&
    mayRegisterEcosystem({
      role: user.role,
      businessId: user.login_mode.is_business ? user.login_mode.business_id : null,
    });
  const names = new Map((contexts.data?.businesses ?? []).map((b) => [b.business_id, b.business_name]));
  const joined = (contexts.data?.ecosystems ?? []).filter((e) => !e.owned);

  return (
    <div className="dash-page eco-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      {readOnly && menu.status === 'success' ? <p className="eco-note">{T.readOnly}</p> : null}

      <section className="eco-section" aria-labelledby="eco-mine-heading">
        <h2 className="dash-page__heading" id="eco-mine-heading">
          {T.mineHeading}
        </h2>
        <OwnedEcosystems readOnly={readOnly} chosenId={chosenId} onChoose={setChosenId} names={names} />
      </section>

      <section className="eco-section" aria-labelledby="eco-register-heading">
        <h2 className="dash-page__heading" id="eco-register-heading">
          {T.registerHeading}
        </h2>
        {allowed ? (
          <RegisterEcosystem disabled={readOnly} onRegistered={(e) => setChosenId(e._id)} />
        ) : (
          <p className="eco-muted">{T.registerNotAllowed}</p>
        )}
      </section>

      <section className="eco-section" aria-labelledby="eco-belong-heading">
        <h2 className="dash-page__heading" id="eco-belong-heading">
          {T.belongHeading}
        </h2>
        {contexts.isError ? (
          <p className="eco-note eco-note--error">{T.belongFailed}</p>
        ) : contexts.isPending ? null : joined.length === 0 ? (
          <p className="eco-muted">{T.belongEmpty}</p>
        ) : (
          <ul className="eco-joined">
            {joined.map((e) => (
              <li key={e._id}>
                <strong>{e.ecosystem_name}</strong> <span className="eco-muted">{e.ecosystem_url}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
