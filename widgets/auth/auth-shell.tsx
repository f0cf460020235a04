/**
 * The one frame every sign-in widget renders (no duplicated markup): the ecosystem's brand,
 * a title, an optional prompt, the form, the server's refusal inline under it (spec §8,
 * announced as an alert) and the links. `withToasts` gives each widget its toast region,
 * which the kit portals into the shadow root when embedded.
 */
import type { ComponentType, ReactNode } from 'react';
import { ErrorIcon } from '../kit/icons';
import { ToastProvider } from '../kit/toast';
import type { EcosystemProfile } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import { EcosystemBrand } from './ecosystem-brand';

/** Props of `AuthShell`. */
export interface AuthShellProps {
  readonly title: string;
  readonly prompt?: ReactNode;
  /** The ecosystem lookup's result, when the page names one. */
  readonly ecosystem?: EcosystemProfile | null | undefined;
  readonly showBrand?: boolean;
  /** The server's refusal of the last call. */
  readonly error?: string | null;
  readonly children: ReactNode;
  /** Links under the form. */
  readonly links?: ReactNode;
}

/** Brand, title, prompt, form, inline error, links. */
export function AuthShell(props: AuthShellProps) {
  return (
    <div className="ispz-auth">
      <EcosystemBrand ecosystem={props.ecosystem} wanted={props.showBrand === true} />
      <h2 className="ispz-auth__title">{props.title}</h2>
      {props.prompt ? <p className="ispz-auth__prompt">{props.prompt}</p> : null}
      {props.children}
      <div role="alert" className="ispz-auth__error">
        {props.error ? (
          <>
            <ErrorIcon />
            <span>{props.error}</span>
          </>
        ) : null}
      </div>
      {props.links ? (
        <nav className="ispz-auth__links" aria-label={AUTH_TEXT.linksLabel}>
          {props.links}
        </nav>
      ) : null}
    </div>
  );
}

/** `Inner` with its own toast region around it. */
export function withToasts<P extends object>(Inner: ComponentType<P>, name: string): ComponentType<P> {
  const Widget = (props: P) => (
    <ToastProvider>
      <Inner {...props} />
    </ToastProvider>
  );
  Widget.displayName = name;
  return Widget;
}
