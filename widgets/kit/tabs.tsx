/**
 * Tabs: Radix Tabs for the tablist roles, arrow-key movement and panel wiring; the kit adds
 * the look (an accent underline on the selected tab, never colour alone: it is also bold).
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab and its panel. */
export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  readonly disabled?: boolean;
}

/** Props of `Tabs`. */
export interface TabsProps {
  readonly items: readonly TabItem[];
  /** The tab list's accessible name, e.g. 'Login method'. */
  readonly label: string;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
}

/**
 * A tab list with its panels.
 * @example <Tabs label="Reset by" items={[{ value: 'mobile', label: 'Mobile', content: <MobileForm /> }, …]} />
 */
export function Tabs(props: TabsProps) {
  return (
    <RadixTabs.Root
      className="ispz-tabs"
      value={props.value}
      defaultValue={props.defaultValue ?? props.items[0]?.value}
      onValueChange={props.onValueChange}
    >
      <RadixTabs.List className="ispz-tabs__list" aria-label={props.label}>
        {props.items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="ispz-tabs__tab"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {props.items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ispz-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
