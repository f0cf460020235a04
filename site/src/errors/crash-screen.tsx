/**
 * The crash boundary (spec §2): any error a page throws while drawing ends here with
 * 'Something is not right.' and a way on — reload, or home. `BootFailure` is the same screen
 * when the site could not even start (the platform unreachable).
 */
import { useRouteError } from 'react-router';
import { PageMeta } from '../kit/page-meta';
import { KIT_TEXT_SITE as T } from '../kit/site-text';

function CrashBody(props: { readonly detail: string }) {
  return (
    <main className="site-column site-crash" id="main">
      <PageMeta title={T.crashTitle} description={T.crashBody} />
      <h1>{T.crashTitle}</h1>
      <p>{props.detail}</p>
      <p className="site-crash__actions">
        <button
          type="button"
          className="ispz-button ispz-button--primary"
          onClick={() => window.location.reload()}
        >
          {T.reload}
        </button>
        <a className="site-link" href="/">
          {T.home}
        </a>
      </p>
    </main>
  );
}

export function CrashScreen() {
  const error = useRouteError();
  if (error) console.error(error);
  return <CrashBody detail={T.crashBody} />;
}

export function BootFailure() {
  return <CrashBody detail={T.bootFailed} />;
}
