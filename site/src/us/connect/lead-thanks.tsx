/**
 * What replaces the GET CONNECTED form once a lead is sent (spec §4): the server's thank-you
 * message, a line saying the chosen resource is opening (then that it opened) in a new tab
 * with a link to open it by hand, and a way to send another request. Focus moves here so a
 * keyboard or screen-reader user is not left on a button that is gone.
 */
import { useEffect, useRef } from 'react';
import { type LeadOption, leadHref, CONNECT_PAGE as T } from '../content/connect';

/** Props of `LeadThanks`. */
export interface LeadThanksProps {
  /** The server's 'Thanks you for your interest in the {product} platform'. */
  readonly message: string;
  readonly option: LeadOption;
  /** Whether the resource has been opened yet. */
  readonly opened: boolean;
  readonly onAgain: () => void;
}

/** The thank-you panel of the lead form. */
export function LeadThanks(props: LeadThanksProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className="us-lead__thanks" tabIndex={-1}>
      <p role="status" className="us-lead__thanks-text">
        {props.message}
      </p>
      <p>
        {props.opened ? T.opened : T.opening}{' '}
        <a className="site-link" href={leadHref(props.option)} target="_blank" rel="noopener noreferrer">
          {T.openNow}
        </a>
      </p>
      <button type="button" className="ispz-button ispz-button--secondary" onClick={props.onAgain}>
        {T.again}
      </button>
    </div>
  );
}
