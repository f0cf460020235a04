import type { fn } from 'storybook/test';
import { kitCss } from '../../../widgets/kit/styles';
import { tableCss } from '../../../widgets/kit/table';
import { dueDiligenceCss } from '../../../widgets/trading/due-diligence';
import { tradingSharedCss } from '../../../widgets/trading/shared';
import { tapesCss } from '../../../widgets/trading/tapes';
import { transferCss } from '../../../widgets/trading/transfer';
import type { MockApi } from '../../support/mock-api';
import { ScriptedTrading, type ScriptedTradingProps, signedInApi } from '../support/scripted-host';

/** The args a story of these areas carries: its scripted server and the callbacks it spies on. */
export interface DialogArgs {
  readonly api: MockApi;
  readonly onSelect?: ReturnType<typeof fn>;
  readonly onUploaded?: ReturnType<typeof fn>;
}

/** Stories render their own shadow host. */
export const DIALOG_PARAMETERS = { shadowHost: false } as const;

export { partyOf, pickedFile } from '../support/scripted-host';

/** A refusal as the server answers it. */
export function refusal(status: number, code: string, error: string) {
  return { status, body: { success: false, code, error, statusText: error } };
}

/** A spreadsheet answer. */
export const XLSX = {
  body: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;

/** A scripted API signed in as `persona`'s party. */
export const scripted = signedInApi;

const CSS = [kitCss, tradingSharedCss, tableCss, transferCss, dueDiligenceCss, tapesCss].join('\n');

/** The widget as `persona` sees it, over `api`, `width` pixels wide when given. */
export function InTrading(props: ScriptedTradingProps) {
  return <ScriptedTrading css={CSS} {...props} />;
}

/** Records the file names downloads are saved as while `run` runs. */
export async function savedDownloads(run: () => Promise<void>): Promise<string[]> {
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  try {
    await run();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return saved;
}
