/**
 * Embedding: every widget as a custom element (`defineElements()`), as `mount(el, props) →
 * unmount`, or as a React component inside `ShadowHost`. Open shadow root, the kit's styles
 * adopted inside it, a portal host inside it, attributes ↔ props, typed `ispz:*` events.
 *
 * The kit imports the portal host from `widgets/elements/portal-host` (not this index) so the
 * auth family's table, exported here, does not form an import cycle through the kit.
 */

export {
  AUTH_ELEMENTS,
  AUTH_FAMILY,
  type AuthWidgets,
  defineElements,
  type MountProps,
  mount,
} from './auth-elements';
export { type AuthHostProps, prepareAuthProps, releaseAuthHost } from './auth-session';
export { defineElementTable, type FamilyOptions } from './define';
export {
  type AttributeKind,
  type AttributeSpec,
  type ElementSpec,
  type ElementTable,
  type EventRoute,
  elementSpec,
  type TableEntry,
} from './element-table';
export {
  dispatchIspzEvent,
  type IspzErrorDetail,
  type IspzEventDetail,
  type IspzEventMap,
  type IspzEventName,
  type IspzLoginDetail,
  type IspzLogoutDetail,
  type IspzSignupDetail,
} from './events';
export type { AuthElementAttributes, LoginElementAttributes } from './jsx-elements';
export { mountEntry, type Unmount } from './mount';
export { PortalHostProvider, type PortalHostProviderProps, usePortalHost } from './portal-host';
export { ShadowHost, type ShadowHostProps } from './shadow-host';
export { createWidgetRoot, type WidgetRoot } from './shadow-root';
export { adoptStyles } from './stylesheet';
export { applyTheme, type IspzTheme, themeProperties } from './theme';
