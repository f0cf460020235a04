/**
 * The trading family as custom elements: every area's rows (`<ispz-loan-tapes>`,
 * `<ispz-bidding-table>`, `<ispz-pool-analysis>` …) in one table, registered by
 * `defineElements()`, and `mount(el, props)` for pages that prefer a function to a tag. Every
 * element takes `api-base`; what it shows for the caller (persona, read-only page) is the
 * server's `GET /trading_screen`, never an attribute. Each area writes its rows in its own
 * `elements.ts`; this file only collects them and gives them the family's styles and session.
 */
import { createElement, type ReactElement } from 'react';
import type { ApiClient, Session } from '../api';
import { defineElementTable, type FamilyOptions } from '../elements/define';
import type { AttributeSpec, ElementTable } from '../elements/element-table';
import { mountEntry, type Unmount } from '../elements/mount';
import type { IspzTheme } from '../elements/theme';
import { kitCss } from '../kit/styles';
import { tableCss } from '../kit/table/table-styles';
import { ANALYSIS_ELEMENTS } from './analysis/elements';
import { analysisCss } from './analysis/styles';
import { BIDDING_ELEMENTS } from './bidding/elements';
import { biddingCss } from './bidding/styles';
import { DOCUMENTS_ELEMENTS } from './documents/elements';
import { documentsCss } from './documents/styles';
import { DUE_DILIGENCE_ELEMENTS } from './due-diligence/elements';
import { FILTERS_ELEMENTS } from './filters/elements';
import { filtersCss } from './filters/styles';
import { GRID_ELEMENTS } from './grids/elements';
import { gridsCss } from './grids/styles';
import { LOANS_ELEMENTS } from './loans/elements';
import { loansCss } from './loans/styles';
import { RECORDS_ELEMENTS } from './records/elements';
import { recordsCss } from './records/styles';
import { SessionGate } from './session-gate';
import type { TradingScreen } from './shared';
import { tradingSharedCss } from './shared/shared-styles';
import { STIPULATIONS_ELEMENTS } from './stipulations/elements';
import { stipulationsCss } from './stipulations/styles';
import { TAPES_ELEMENTS } from './tapes/elements';
import { tapesCss } from './tapes/styles';
import { prepareTradingProps, releaseTradingHost, type TradingHostProps } from './trading-host';
import { TRANSFER_ELEMENTS } from './transfer/elements';
import { transferCss } from './transfer/styles';

/** The attribute every trading element takes: the platform it talks to. */
const API_BASE: AttributeSpec<string> = { name: 'api-base', prop: 'apiBase' };

/** An area's rows with the family's `api-base` attribute in front of their own. */
const withApiBase = (rows: ElementTable): ElementTable =>
  rows.map((row) => ({
    ...row,
    attributes: [API_BASE, ...row.attributes.filter((a) => a.name !== API_BASE.name)],
  }));

/** Every trading element, area by area. */
export const TRADING_ELEMENTS: ElementTable = withApiBase([
  ...RECORDS_ELEMENTS,
  ...FILTERS_ELEMENTS,
  ...LOANS_ELEMENTS,
  ...BIDDING_ELEMENTS,
  ...STIPULATIONS_ELEMENTS,
  ...DOCUMENTS_ELEMENTS,
  ...DUE_DILIGENCE_ELEMENTS,
  ...TAPES_ELEMENTS,
  ...TRANSFER_ELEMENTS,
  ...GRID_ELEMENTS,
  ...ANALYSIS_ELEMENTS,
]);

/** The family's styles: the kit, the table, the shared sentences and every area's own. */
export const TRADING_CSS: string = [
  kitCss,
  tableCss,
  tradingSharedCss,
  recordsCss,
  filtersCss,
  loansCss,
  biddingCss,
  stipulationsCss,
  documentsCss,
  tapesCss,
  transferCss,
  gridsCss,
  analysisCss,
].join('\n');

/** The family's options: its styles, a page session per platform, held back until it is ready. */
export const TRADING_FAMILY: FamilyOptions = {
  css: TRADING_CSS,
  prepare: prepareTradingProps,
  release: releaseTradingHost,
  wrap: (node: ReactElement, props) => {
    const session = props.session as Session | undefined;
    return createElement(SessionGate, session ? { session } : {}, node);
  },
};

/**
 * Registers `<ispz-loan-tapes>`, `<ispz-bidding-table>`, … (those not registered yet) and
 * returns the tags it registered. The trading bundle calls it when it loads.
 */
export function defineElements(registry: CustomElementRegistry = customElements): string[] {
  return defineElementTable(TRADING_ELEMENTS, TRADING_FAMILY, registry);
}

/** The trading widgets' names: each element's tag without `ispz-` (`'pool-analysis'`). */
export function tradingWidgetNames(): string[] {
  return TRADING_ELEMENTS.map((entry) => entry.tag.slice('ispz-'.length));
}

/** `mount`'s props: the widget's name, its own props, and how it reaches the platform. */
export type TradingMountProps = TradingHostProps & {
  /** A trading widget's name: its tag without `ispz-` (`'loan-tapes'`, `'pool-analysis'` …). */
  readonly widget: string;
  readonly theme?: IspzTheme;
  /** A signed-in session the host already has (else one for `apiBase` is shared by the page). */
  readonly session?: Session;
  readonly client?: ApiClient;
  readonly screen?: TradingScreen;
} & Readonly<Record<string, unknown>>;

/**
 * Renders a trading widget into `el`'s shadow root without a custom element; callbacks are
 * called and dispatched as `ispz:*` events on `el`. Returns the function that unmounts it.
 *
 * @example
 * const unmount = mount(el, { widget: 'pool-analysis', apiBase: 'https://platform.example' });
 */
export function mount(el: HTMLElement, props: TradingMountProps): Unmount {
  const { widget, theme, ...rest } = props;
  const entry = TRADING_ELEMENTS.find((row) => row.tag === `ispz-${widget}`);
  if (!entry) throw new Error(`Unknown widget: ${widget}`);
  return mountEntry(el, entry, rest, { ...TRADING_FAMILY, ...(theme ? { theme } : {}) });
}
