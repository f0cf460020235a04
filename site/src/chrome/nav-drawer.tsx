/**
 * The side menu under 800 px (spec §2 "side menu"): the navbar's links, 'Our Customers' and
 * the Log In choices or the account's links, in a modal `<dialog>` sliding in from the right.
 * The browser's modal dialog makes the page behind inert, closes on Escape and gives focus back
 * to the menu button; Tab and Shift+Tab wrap inside the panel, and following a link closes it.
 */
import { type KeyboardEvent, type MouseEvent, useId, useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { CloseIcon } from '../../../widgets/kit/icons';
import { Avatar } from './brand-logo';
import { CHROME_TEXT } from './chrome-text';
import type { NavMenuEntry } from './nav-menu';
import type { NavModel } from './use-nav-model';
import './nav-drawer.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Keeps Tab inside `panel`: from the last element to the first, and back with Shift. */
function wrapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function DrawerEntry({ entry }: { readonly entry: NavMenuEntry }) {
  if ('to' in entry) return <Link to={entry.to}>{entry.label}</Link>;
  if ('href' in entry)
    return (
      <a href={entry.href} rel="noopener">
        {entry.label}
      </a>
    );
  return (
    <button type="button" className="site-drawer__action" onClick={entry.onSelect}>
      {entry.label}
    </button>
  );
}

/** The open side menu; `onClose` unmounts it. */
export function NavDrawer(props: { readonly nav: NavModel; readonly onClose: () => void }) {
  const { nav, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // A followed link (or Logout) closes the menu; a click on the backdrop too.
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.closest('a, .site-drawer__action')) onClose();
  };
  // `key` names the heading's id: ids must not hold spaces (aria-labelledby is a list of ids).
  const section = (key: string, title: string, entries: readonly NavMenuEntry[]) => (
    <section className="site-drawer__group" aria-labelledby={`${id}${key}`}>
      <h3 className="site-drawer__title" id={`${id}${key}`}>
        {title}
      </h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <DrawerEntry entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <dialog
      ref={ref}
      className="site-drawer"
      aria-labelledby={`${id}t`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={wrapTab}
      onClick={click}
    >
      <div className="site-drawer__panel">
        <header className="site-drawer__header">
          <h2 className="site-drawer__heading" id={`${id}t`}>
            {CHROME_TEXT.sideMenu}
          </h2>
          <button
            type="button"
            className="ispz-icon-button"
            aria-label={CHROME_TEXT.closeMenu}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </header>
        {nav.signedIn ? (
          <p className="site-drawer__who">
            <Avatar initials={nav.initials} /> {nav.name}
          </p>
        ) : null}
        <nav aria-label={CHROME_TEXT.mainNavigation}>
          <ul className="site-drawer__links">
            {nav.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {nav.customers.length > 0
          ? section(
              'customers',
              CHROME_TEXT.ourCustomers,
              nav.customers.map((c) => ({ id: c.to, label: c.label, to: c.to })),
            )
          : null}
        {nav.signedIn
          ? section('account', CHROME_TEXT.accountMenu, nav.accountEntries)
          : section('login', CHROME_TEXT.logIn, nav.loginEntries)}
      </div>
    </dialog>
  );
}
