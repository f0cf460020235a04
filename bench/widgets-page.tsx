/**
 * The loan-records benchmark's page, built into one IIFE: `?subject=bare` fetches every row
 * and renders the bare TanStack baseline; `?subject=widget` renders the LOAN RECORDS widget
 * in its shadow root over the real client and session, against the bench server's paging API.
 * `window.bench` exposes the first paint and each interaction, timed by the shared driver.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createSession } from '../widgets/api';
import { ShadowHost } from '../widgets/elements/shadow-host';
import { kitCss } from '../widgets/kit/styles';
import { tableCss } from '../widgets/kit/table';
import { LoanRecords } from '../widgets/trading/records/loan-records';
import { TradingProvider } from '../widgets/trading/shared';
import { BareLoanTable } from './widgets-bare-table';
import { button, choose, dataRows, pageSizeSelect, scroller, timeChange, timeUntil } from './widgets-driver';
import type { SlimRow } from './widgets-server';

type Range = [number, number] | null;

const start = performance.now();
const subject = new URLSearchParams(location.search).get('subject') === 'widget' ? 'widget' : 'bare';
let setRange: (range: Range) => void = () => {};

function Widget() {
  const [range, set] = useState<Range>(null);
  setRange = set;
  const [session] = useState(() => createSession({ baseUrl: location.origin }));
  return (
    <ShadowHost css={`${kitCss}\n${tableCss}`}>
      <TradingProvider session={session}>
        <LoanRecords query={range ? { ficoRange: range } : {}} />
      </TradingProvider>
    </ShadowHost>
  );
}

function Bare({ rows }: { rows: readonly SlimRow[] }) {
  const [range, set] = useState<Range>(null);
  setRange = set;
  return <BareLoanTable rows={rows} ficoRange={range} />;
}

async function render(): Promise<number> {
  const root = createRoot(document.getElementById('root')!);
  if (subject === 'widget') root.render(<Widget />);
  else root.render(<Bare rows={(await (await fetch('/bench/rows')).json()) as SlimRow[]} />);
  return timeUntil(
    () => {},
    () => dataRows().length > 0,
  ).then(() => performance.now() - start);
}

const click = (el: HTMLElement | null) => () => el?.click();

/** The interactions the runner times, each resolving with milliseconds. */
const bench = {
  subject,
  firstPaint: render(),
  /** A click on the FICO header until the rows change (NaN when there is no FICO sort button). */
  sort: () => {
    const sortButton = button(/^FICO/);
    return sortButton ? timeChange(click(sortButton)) : Promise.resolve(Number.NaN);
  },
  filter: (range: Range) => timeChange(() => setRange(range)),
  nextPage: () => timeChange(click(button(/^Next page$/))),
  pageSize: (size: number) => timeChange(() => choose(pageSizeSelect()!, String(size))),
  scrollToBottom: () => {
    const box = scroller();
    if (!box) return Promise.resolve(Number.NaN);
    const last = () => dataRows().at(-1)?.getBoundingClientRect().bottom ?? 0;
    return timeUntil(
      () => box.scrollTo({ top: box.scrollHeight }),
      () => box.scrollTop > 0 && last() <= box.getBoundingClientRect().bottom + 1,
    );
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
