/**
 * A content file's link drawn as a button or a text link: internal paths through the router,
 * external addresses as plain links that open a new tab and hand it nothing
 * (rel="noopener noreferrer"); the page itself loads nothing from them.
 */
import './commerce.css';
import { Link } from 'react-router';
import type { PageAction } from '../content/types';

const classOf = (action: PageAction) =>
  action.kind ? `ispz-button ispz-button--${action.kind}` : 'site-link';

/** One action; an external one says in its accessible name that it opens a new tab. */
export function ActionLink(props: { readonly action: PageAction }) {
  const { action } = props;
  if (action.external)
    return (
      <a className={classOf(action)} href={action.to} target="_blank" rel="noopener noreferrer">
        {action.label}
        <span className="commerce-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  return (
    <Link className={classOf(action)} to={action.to}>
      {action.label}
    </Link>
  );
}

/** A row of actions (wrapping on a phone). */
export function ActionRow(props: { readonly actions?: readonly PageAction[] }) {
  if (!props.actions?.length) return null;
  return (
    <div className="commerce-actions">
      {props.actions.map((action) => (
        <ActionLink key={action.to + action.label} action={action} />
      ))}
    </div>
  );
}
