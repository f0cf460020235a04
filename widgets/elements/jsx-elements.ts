/**
 * The custom elements in JSX, for a React page that writes `<ispz-login api-base="…" />`
 * instead of rendering the component (a story of the partner page, a React partner site).
 * Attributes are the elements' own (kebab-case strings); presence-only attributes take ''.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The attributes every sign-in element observes. */
export interface AuthElementAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  readonly 'api-base'?: string;
  readonly 'links-base'?: string;
  readonly ecosystem?: string;
  readonly 'redirect-uri'?: string;
  readonly 'referral-code'?: string;
}

/** `<ispz-login>`'s own attributes. */
export interface LoginElementAttributes extends AuthElementAttributes {
  readonly 'login-mode'?: '' | 'false';
  readonly email?: string;
  readonly action?: string;
  readonly 'tape-name'?: string;
  readonly 'temp-user'?: '' | 'false';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ispz-login': LoginElementAttributes;
      'ispz-signup': AuthElementAttributes & { readonly country?: string };
      'ispz-register-business': AuthElementAttributes & {
        readonly country?: string;
        readonly variant?: string;
      };
      'ispz-forgot-password': AuthElementAttributes & { readonly variant?: string };
      'ispz-verify-mobile': AuthElementAttributes & { readonly mobile?: string };
      'ispz-social-completion': AuthElementAttributes & {
        readonly 'state-key'?: string;
        readonly country?: string;
      };
    }
  }
}
