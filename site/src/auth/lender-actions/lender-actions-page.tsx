/**
 * /lender-actions (spec §2), where a lender's emailed link lands: needs a session — an
 * anonymous visitor is sent back in history (to /login when there is no earlier page); a known
 * action (wip, transferTape, submitBid, setApproval, afterClosure) shows its view on the tape
 * named by tapeName, saying plainly what the view cannot narrow down; an unknown one shows
 * nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { LENDER_ACTION_CONTENT, LENDER_ACTIONS_PAGE as T } from '../content/lender-actions-content';
import { anonymousExit, readLenderAction } from './lender-action';
import { LenderActionView } from './lender-action-views';
import '../auth.css';

/**
 * Sends an anonymous visitor back (or to /login), at once and whenever the session ends. Once
 * per visit: a development StrictMode re-run must not go back twice.
 */
function useSendAnonymousBack(signedIn: boolean) {
  const navigate = useNavigate();
  const sent = useRef<'back' | 'login' | null>(null);
  useEffect(() => {
    if (signedIn) return;
    if (sent.current === null) {
      sent.current = anonymousExit(window.history);
      void (sent.current === 'login' ? navigate('/login', { replace: true }) : navigate(-1));
    }
    if (sent.current === 'login') return;
    // Back may lead nowhere (only forward entries): then /login, unless the page has gone.
    const stay = window.setTimeout(() => void navigate('/login', { replace: true }), 1500);
    return () => window.clearTimeout(stay);
  }, [signedIn, navigate]);
}

export default function LenderActionsPage() {
  const { search } = useLocation();
  const signedIn = useSessionSnapshot() !== null;
  useSendAnonymousBack(signedIn);
  const request = readLenderAction(new URLSearchParams(search));
  const content = request ? LENDER_ACTION_CONTENT[request.action] : null;
  return (
    <div className="site-column lender-actions">
      <PageMeta title={content?.heading ?? T.title} description={T.description} />
      {!signedIn ? (
        <p className="lender-actions__lead">{T.anonymous}</p>
      ) : request && content ? (
        <>
          <h1 className="lender-actions__heading">{content.heading}</h1>
          <p className="lender-actions__lead">{content.lead(request.tapeName)}</p>
          {request.tapeName ? null : <p className="lender-actions__note">{T.noTape}</p>}
          <LenderActionView request={request} />
        </>
      ) : null}
    </div>
  );
}
