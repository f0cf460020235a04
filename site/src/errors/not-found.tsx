/** Any path the site does not know (spec §2): says so, and offers the way home. */
import { Link } from 'react-router';
import { PageMeta } from '../kit/page-meta';
import { KIT_TEXT_SITE as T } from '../kit/site-text';

export function NotFound() {
  return (
    <div className="site-column site-not-found">
      <PageMeta title={T.notFoundTitle} description={T.notFoundBody} />
      <p className="site-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundBody}</p>
      <Link className="ispz-button ispz-button--primary" to="/">
        {T.home}
      </Link>
    </div>
  );
}
