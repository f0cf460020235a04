/**
 * Custom elements from an element table. Each element opens a shadow root, renders its
 * component with props from its observed attributes (reflected as JS properties), and turns
 * the component's callback props into bubbling, composed `ispz:*` events on itself.
 */
import type { ReactElement, ReactNode } from 'react';
import {
  type AttributeKind,
  attributeValue,
  type ElementTable,
  propsFromAttributes,
  type TableEntry,
} from './element-table';
import { dispatchIspzEvent } from './events';
import { createWidgetRoot, type WidgetRoot } from './shadow-root';

/** What every element of a family shares. */
export interface FamilyOptions {
  /** The stylesheet adopted into every shadow root (the kit's CSS text). */
  readonly css: string;
  /**
   * Turns host-only props into component props before each render (e.g. `apiBase` → the `api`
   * port); keep what it returns stable for equal inputs so widgets do not reset.
   */
  readonly prepare?: (props: Readonly<Record<string, unknown>>, host: HTMLElement) => Record<string, unknown>;
  /** Frees what `prepare` made for `host` (its session) when the widget unmounts. */
  readonly release?: (host: HTMLElement) => void;
  /** Wraps each widget (a provider every widget of the family needs). */
  readonly wrap?: (node: ReactElement, props: Readonly<Record<string, unknown>>) => ReactNode;
}

/** Callback props that dispatch the entry's events on `host` (and call `own` callbacks first). */
export function eventCallbacks(
  entry: TableEntry,
  host: EventTarget,
  own: Readonly<Record<string, unknown>> = {},
): Record<string, (detail: unknown) => void> {
  const callbacks: Record<string, (detail: unknown) => void> = {};
  for (const [prop, routes] of Object.entries(entry.events)) {
    const ownCallback = own[prop];
    callbacks[prop] = (argument) => {
      if (typeof ownCallback === 'function') ownCallback(argument);
      for (const route of routes) {
        dispatchIspzEvent(host, route.type, (route.detail ? route.detail(argument) : argument) as never);
      }
    };
  }
  return callbacks;
}

/** The widget tree for a set of props, wrapped by the family. */
export function familyNode(
  entry: TableEntry,
  options: FamilyOptions,
  props: Readonly<Record<string, unknown>>,
  host: HTMLElement,
) {
  const prepared = options.prepare ? options.prepare(props, host) : props;
  const node = entry.render(prepared);
  return options.wrap ? options.wrap(node, prepared) : node;
}

function reflect(proto: HTMLElement, prop: string, name: string, kind: AttributeKind | undefined): void {
  Object.defineProperty(proto, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return attributeValue(kind, this.getAttribute(name));
    },
    set(this: HTMLElement, value: unknown) {
      if (kind === 'boolean') this.toggleAttribute(name, Boolean(value));
      else if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
  });
}

/** The element class of one table entry. */
export function elementClass(entry: TableEntry, options: FamilyOptions): CustomElementConstructor {
  class IspzElement extends HTMLElement {
    static readonly observedAttributes = entry.attributes.map((attribute) => attribute.name);
    #widget: WidgetRoot | null = null;
    readonly #callbacks = eventCallbacks(entry, this);

    connectedCallback(): void {
      // A property set before the element was upgraded shadows the accessor: move it over.
      for (const { prop } of entry.attributes) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      this.#widget ??= createWidgetRoot(this, options.css);
      this.#render();
    }

    disconnectedCallback(): void {
      // Moving the element fires disconnect then connect: only a real removal unmounts.
      queueMicrotask(() => {
        if (this.isConnected || !this.#widget) return;
        this.#widget.unmount();
        this.#widget = null;
        options.release?.(this);
      });
    }

    attributeChangedCallback(): void {
      if (this.#widget) this.#render();
    }

    #render(): void {
      const props = { ...propsFromAttributes(entry, this), ...this.#callbacks };
      this.#widget?.render(familyNode(entry, options, props, this));
    }
  }
  for (const attribute of entry.attributes) {
    reflect(IspzElement.prototype, attribute.prop, attribute.name, attribute.kind);
  }
  return IspzElement;
}

/**
 * Registers every element of a table that is not registered yet (a page may load a family
 * twice) and returns the tags it registered.
 */
export function defineElementTable(
  table: ElementTable,
  options: FamilyOptions,
  registry: CustomElementRegistry = customElements,
): string[] {
  const defined: string[] = [];
  for (const entry of table) {
    if (registry.get(entry.tag)) continue;
    registry.define(entry.tag, elementClass(entry, options));
    defined.push(entry.tag);
  }
  return defined;
}
