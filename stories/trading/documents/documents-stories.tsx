import type { LoanPersona } from '../../../core/permissions/actor';
import { kitCss } from '../../../widgets/kit/styles';
import { documentsCss } from '../../../widgets/trading/documents';
import { tradingSharedCss } from '../../../widgets/trading/shared';
import { stipulationsCss } from '../../../widgets/trading/stipulations';
import type { MockApi, MockRoutes } from '../../support/mock-api';
import { ScriptedTrading, type ScriptedTradingProps, signedInApi } from '../support/scripted-host';

/** Stories render their own shadow host. */
export const DOCUMENT_PARAMETERS = { shadowHost: false } as const;

export { partyOf, pickedFile } from '../support/scripted-host';

/** The scripted server's `/upload_file` answer for a file. */
export function uploadAnswer(name: string) {
  const blobName = `${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}${'0'.repeat(40)}`.slice(0, 64);
  return {
    success: true,
    statusText: 'File uploaded successfully',
    blobName,
    data: { blobName, fileNameGiven: name, size: 12 },
  };
}

/** A scripted API signed in as `persona`'s party, answering uploads unless `routes` says otherwise. */
export function scripted(routes: MockRoutes, persona: LoanPersona | null = 'investor'): MockApi {
  return signedInApi(
    {
      'POST /api/upload_file': async (request) => {
        const form = await request.formData();
        const file = form.get('file');
        return { status: 201, body: uploadAnswer(file instanceof File ? file.name : 'file') };
      },
      ...routes,
    },
    persona,
  );
}

const CSS = [kitCss, tradingSharedCss, documentsCss, stipulationsCss].join('\n');

/** The widget as `persona` sees it, over `api`. */
export function InTrading(props: ScriptedTradingProps) {
  return <ScriptedTrading css={CSS} {...props} />;
}
