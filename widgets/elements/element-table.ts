/**
 * One row per custom element: its tag, the React component, which attributes configure which
 * props, and which callback props become `ispz:*` events. The auth family is one table; the
 * trading family will be another, registered by the same machinery.
 */
import { type ComponentType, createElement, type ReactElement } from 'react';
import type { IspzEventName } from './events';

/** How an attribute's text becomes a prop: as is, or present/absent (`"false"` counts as absent). */
export type AttributeKind = 'string' | 'boolean';

/** One observed attribute and the prop it sets. */
export interface AttributeSpec<K extends string> {
  /** The attribute, kebab-case (`api-base`). */
  readonly name: string;
  /** The prop it sets (`apiBase`); also the element's JS property, reflected to the attribute. */
  readonly prop: K;
  readonly kind?: AttributeKind;
}

/** An event a callback prop becomes, with how the callback's argument becomes the detail. */
export interface EventRoute {
  readonly type: IspzEventName;
  readonly detail?: (argument: unknown) => unknown;
}

/**
 * A custom element of a family, typed by its component's props `P` and the host-only props `H`
 * the family turns into component props (e.g. `apiBase` → `api`).
 */
export interface ElementSpec<P extends object, H extends object = object> {
  readonly tag: `ispz-${string}`;
  readonly component: ComponentType<P>;
  readonly attributes: readonly AttributeSpec<Extract<keyof P | keyof H, string>>[];
  /** Callback props (`onLogin`) the host turns into events (`ispz:login`), one or several. */
  readonly events?: Partial<
    Record<Extract<keyof P, string>, IspzEventName | EventRoute | readonly EventRoute[]>
  >;
}

/** A spec with its prop type erased, so one table can hold elements of different components. */
export interface TableEntry {
  readonly tag: `ispz-${string}`;
  readonly attributes: readonly AttributeSpec<string>[];
  readonly events: Readonly<Record<string, readonly EventRoute[]>>;
  /** Renders the component with props built from attributes, properties and event callbacks. */
  readonly render: (props: Readonly<Record<string, unknown>>) => ReactElement;
}

/** A family's elements, registered together by `defineElementTable`. */
export type ElementTable = readonly TableEntry[];

/**
 * Declares one element of a table; checks `attributes` and `events` against the component's
 * props at compile time.
 *
 * @example
 * elementSpec<LoginProps, { apiBase?: string }>({ tag: 'ispz-login', component: Login,
 *   attributes: [{ name: 'api-base', prop: 'apiBase' }], events: { onLogin: 'ispz:login' } })
 */
export function elementSpec<P extends object, H extends object = object>(
  spec: ElementSpec<P, H>,
): TableEntry {
  const events: Record<string, readonly EventRoute[]> = {};
  const given = Object.entries(spec.events ?? {}) as [
    string,
    IspzEventName | EventRoute | readonly EventRoute[],
  ][];
  for (const [prop, route] of given) {
    events[prop] =
      typeof route === 'string' ? [{ type: route }] : Array.isArray(route) ? route : [route as EventRoute];
  }
  return {
    tag: spec.tag,
    attributes: spec.attributes,
    events,
    render: (props) => createElement(spec.component, props as P),
  };
}

/** The prop value an attribute's text stands for (`undefined`: the attribute is absent). */
export function attributeValue(kind: AttributeKind | undefined, text: string | null): unknown {
  if (kind === 'boolean') return text !== null && text !== 'false';
  return text ?? undefined;
}

/** Props from a host's current attributes, in the table entry's terms. */
export function propsFromAttributes(entry: TableEntry, host: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of entry.attributes) {
    const value = attributeValue(attribute.kind, host.getAttribute(attribute.name));
    if (value !== undefined) props[attribute.prop] = value;
  }
  return props;
}
