/**
 * The frame of every sign-in page: on desktop the form beside a calm brand panel (the page's
 * heading, one sentence, three points and our illustration), on phones (below 800 px) the form
 * first and the panel's heading above it, in one column. Every page names itself (PageMeta).
 */
import type { ReactNode } from 'react';
import { PageMeta } from '../../kit/page-meta';
import { AUTH_BRAND_POINTS, AUTH_PAGE_CONTENT, type AuthPageName } from '../content/auth-content';
import { AuthIllustration } from './auth-illustration';
import '../auth.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  readonly page: AuthPageName;
  /** The sign-in widget (or what the page shows instead). */
  readonly children: ReactNode;
}

/** @example <AuthLayout page="login"><LoginWidget /></AuthLayout> */
export function AuthLayout({ page, children }: AuthLayoutProps) {
  const content = AUTH_PAGE_CONTENT[page];
  return (
    <div className="auth-page">
      <PageMeta title={content.title} description={content.description} />
      <div className="site-column auth-page__grid">
        <section className="auth-page__form" aria-labelledby="auth-heading">
          <h1 id="auth-heading" className="auth-page__heading">
            {content.heading}
          </h1>
          <p className="auth-page__lead">{content.lead}</p>
          {children}
        </section>
        <aside className="auth-page__brand" aria-label={content.heading}>
          <AuthIllustration />
          <ul className="auth-page__points">
            {AUTH_BRAND_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
