/**
 * The stakeholder export (spec §6 due diligence "export stakeholder data to excel"; §7
 * stakeholderDataByLoanIds {loanIds, tapeName}; §8 'No Records To Download' and the Excel
 * download texts; §9 stakeholder_data_{tape}.xlsx). Disabled on read-only pages (§6: export).
 */
import { MESSAGES } from '../../../core/errors/messages';
import { stakeholderDataFileName } from '../../../core/format/export-names';
import { Button } from '../../kit/button';
import { useToast } from '../../kit/toast';
import { useDownload, useTrading, withTrading } from '../shared';
import type { StakeholderExportButtonProps } from './props';
import { TAPES_TEXT as T } from './tapes-text';

function StakeholderExportButtonView(props: StakeholderExportButtonProps) {
  const { readOnly } = useTrading();
  const toast = useToast();
  const download = useDownload(
    (client) =>
      client.POST('/stakeholderDataByLoanIds', {
        params: { query: { format: 'xlsx' } },
        body: { loanIds: [...props.loanIds], tapeName: props.tapeName },
        parseAs: 'blob',
      }),
    { success: MESSAGES.excelDownloaded, failure: MESSAGES.errorDownloadingExcel },
  );
  const onClick = () => {
    if (props.loanIds.length === 0) toast.show(MESSAGES.noRecordsToDownload, 'error');
    else void download.run(stakeholderDataFileName(props.tapeName));
  };
  return (
    <Button variant="secondary" onClick={onClick} pending={download.pending} disabled={readOnly}>
      {T.stakeholderExport}
    </Button>
  );
}

/**
 * Downloads the chosen loans of a tape as `stakeholder_data_{tape}.xlsx`.
 * @example <StakeholderExportButton tapeName="Spring" loanIds={selected} />
 */
export const StakeholderExportButton = withTrading(StakeholderExportButtonView);
