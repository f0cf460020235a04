/**
 * The dropdown menu (the avatar menu, row actions): Radix Dropdown Menu for roles, arrow keys,
 * typeahead, Escape and focus return; the kit adds the look and portals into the widget's
 * container.
 */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { usePortalHost } from '../elements/portal-host';

/** One entry of a menu. */
export interface MenuItem {
  /** Stable key of the entry. */
  readonly id: string;
  readonly label: ReactNode;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
  /** A destructive action (Logout, Delete) drawn in the danger colour. */
  readonly danger?: boolean;
}

/** Props of `Menu`. */
export interface MenuProps {
  /** The button that opens the menu; it must have an accessible name. */
  readonly trigger: ReactElement;
  readonly items: readonly MenuItem[];
  readonly align?: 'start' | 'center' | 'end';
  /** The menu's accessible name when the trigger's is not enough. */
  readonly label?: string;
}

/**
 * A dropdown menu in the kit's look.
 * @example <Menu trigger={<Button variant="ghost" aria-label="Account">…</Button>} items={[{ id: 'logout', label: 'Logout', onSelect: logout }]} />
 */
export function Menu({ align = 'end', ...props }: MenuProps) {
  const container = usePortalHost();
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{props.trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={container ?? undefined}>
        <RadixMenu.Content
          className="ispz-menu"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-label={props.label}
        >
          {props.items.map((item) => (
            <RadixMenu.Item
              key={item.id}
              className={item.danger ? 'ispz-menu__item ispz-menu__item--danger' : 'ispz-menu__item'}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
