/**
 * The navbar's dropdown menus (Our Customers, Log In, the avatar menu): Radix Dropdown Menu
 * for the roles, arrow keys, typeahead, Escape and focus return, with entries that are real
 * links (a router link, or an external address) or actions (Logout). The kit's `Menu` only
 * takes actions; a navbar's entries must stay links, so they can be opened in a new tab.
 */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

/** An entry: a site path (`to`), an external address (`href`), or an action (`onSelect`). */
export type NavMenuEntry =
  | { readonly id: string; readonly label: ReactNode; readonly to: string }
  | { readonly id: string; readonly label: ReactNode; readonly href: string }
  | {
      readonly id: string;
      readonly label: ReactNode;
      readonly onSelect: () => void;
      readonly danger?: boolean;
    };

/** Props of `NavMenu`. */
export interface NavMenuProps {
  /** The button that opens the menu; it must have an accessible name. */
  readonly trigger: ReactElement;
  readonly entries: readonly NavMenuEntry[];
  readonly align?: 'start' | 'end';
}

function Entry({ entry }: { readonly entry: NavMenuEntry }) {
  if ('to' in entry)
    return (
      <RadixMenu.Item asChild className="ispz-menu__item site-menu__item">
        <Link to={entry.to}>{entry.label}</Link>
      </RadixMenu.Item>
    );
  if ('href' in entry)
    return (
      <RadixMenu.Item asChild className="ispz-menu__item site-menu__item">
        <a href={entry.href} rel="noopener">
          {entry.label}
        </a>
      </RadixMenu.Item>
    );
  const tone = entry.danger ? ' ispz-menu__item--danger' : '';
  return (
    <RadixMenu.Item className={`ispz-menu__item site-menu__item${tone}`} onSelect={entry.onSelect}>
      {entry.label}
    </RadixMenu.Item>
  );
}

/**
 * A dropdown of links and actions in the kit's look.
 * @example <NavMenu trigger={<button>Log In</button>} entries={[{ id: 'p', label: 'Primary', to: '/login' }]} />
 */
export function NavMenu({ align = 'end', ...props }: NavMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{props.trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ispz-menu site-menu" align={align} sideOffset={8} collisionPadding={8}>
          {props.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
