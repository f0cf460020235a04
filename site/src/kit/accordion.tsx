/**
 * A disclosure list (the FAQ pages of both builds): each topic's title is a button inside a
 * heading, carrying `aria-expanded` and `aria-controls`; its panel is a labelled region that
 * is hidden while closed. One topic open at a time, or many. The arrow keys, Home and End move
 * between the titles (WAI-ARIA accordion pattern); Enter and Space toggle, as any button does.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './accordion.css';

/** One topic: its title and what opens under it. */
export interface AccordionItem {
  /** Stable and unique within the list (used in ids). */
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

/** Props of `Accordion`. */
export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Many topics open together (default: opening one closes the others). */
  readonly multiple?: boolean;
  /** The ids open at first. */
  readonly defaultOpen?: readonly string[];
  /** The level of the headings that hold the titles (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The open ids after `id` is toggled. */
export function toggleOpen(open: readonly string[], id: string, multiple: boolean): readonly string[] {
  if (open.includes(id)) return open.filter((o) => o !== id);
  return multiple ? [...open, id] : [id];
}

/**
 * An accessible accordion.
 * @example <Accordion items={[{ id: 'fees', title: 'What does it cost?', content: <p>…</p> }]} />
 */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(defaultOpen);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  };

  return (
    <div className={['site-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${base}-${item.id}-title`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className="site-accordion__item" data-open={expanded || undefined}>
            <Heading className="site-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className="site-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((now) => toggleOpen(now, item.id, multiple))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg
                  className="site-accordion__chevron"
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                >
                  <path
                    d="M3 6l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="site-accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
