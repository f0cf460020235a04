/**
 * /dashboard/wallet (spec §3 Wallet, §4 credential-action flags, §7 GET /wallets and the
 * /personas/… calls, §8 toasts): the person's wallet and account ID, their personas and
 * onboarding, their credentials and shares, and their credits. On a page the route
 * configuration marks read-only, every action is disabled (spec §6).
 */
import { useLocation } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { useReadOnly } from '../shell/use-dashboard-data';
import { CredentialsSection } from './credentials-section';
import { CreditsSection } from './credits-section';
import { PersonasSection } from './personas-section';
import { useWallet } from './wallet-queries';
import { WALLET_TEXT as T } from './wallet-text';
import '../shell/dashboard-pages.css';
import './wallet.css';

function WalletFacts() {
  const wallet = useWallet();
  const userId = useSessionSnapshot()?.user.user_id ?? '';
  if (wallet.status === 'error') return <p role="alert">{T.loadFailed}</p>;
  return (
    <section className="wallet-section" aria-labelledby="wallet-facts">
      <h2 id="wallet-facts">{T.walletHeading}</h2>
      <dl className="wallet-facts" aria-busy={wallet.status === 'pending'}>
        <div>
          <dt>{T.accountId}</dt>
          <dd className="wallet-id" data-testid="wallet-account-id">
            {userId}
          </dd>
        </div>
        <div>
          <dt>{T.walletId}</dt>
          <dd className="wallet-id">{wallet.data?._id ?? '-'}</dd>
        </div>
        <div>
          <dt>{T.walletRole}</dt>
          <dd>{wallet.data?.wallet_role ?? '-'}</dd>
        </div>
      </dl>
      <p className="wallet-section__intro">{T.accountIdHint}</p>
    </section>
  );
}

export default function WalletPage() {
  const readOnly = useReadOnly(useLocation().pathname);
  return (
    <div className="dash-page wallet-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      <WalletFacts />
      <PersonasSection readOnly={readOnly} />
      <CredentialsSection readOnly={readOnly} />
      <CreditsSection />
    </div>
  );
}
