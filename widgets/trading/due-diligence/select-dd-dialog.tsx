/**
 * Select DD (spec §2 dialogs): the due-diligence cases the caller takes part in, as investor
 * or firm (`/due_diligence_cases`, oldest first), one row per tape with its firm and start
 * date; Choose hands the case to the host (which opens the tape's review, generation or final
 * docs). Empty and failed states are §2/§8's sentences.
 */
import { useMemo } from 'react';
import { formatDate } from '../../../core/format/dates';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { type DataColumn, DataTable } from '../../kit/table';
import { useApiQuery, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import { DD_TEXT as T } from './due-diligence-text';
import type { DueDiligenceCase, SelectDdDialogProps } from './props';

function SelectDdDialogView(props: SelectDdDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const cases = useApiQuery(!open ? null : ['dd-cases'], (client, signal) =>
    client.GET('/due_diligence_cases', { signal }),
  );
  const { onSelect, onOpenChange } = props;
  const columns = useMemo<readonly DataColumn<DueDiligenceCase>[]>(
    () => [
      { id: 'tape', header: T.tapeColumn, value: (c) => c.tape_name, sortable: true },
      { id: 'firm', header: T.firm, value: (c) => c.ddFirmId },
      { id: 'investor', header: T.investor, value: (c) => c.investorId },
      { id: 'started', header: T.started, value: (c) => formatDate(c.startedAt) },
      {
        id: 'choose',
        header: T.choose,
        cell: (c) => (
          <Button
            variant="secondary"
            aria-label={`${T.choose} ${c.tape_name}`}
            onClick={() => {
              onSelect?.({ tapeName: c.tape_name, case: c });
              onOpenChange?.(false);
            }}
          >
            {T.choose}
          </Button>
        ),
      },
    ],
    [onSelect, onOpenChange],
  );
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.selectTitle} size="large">
      <DataTable
        label={T.selectTitle}
        columns={columns}
        rows={cases.data?.data ?? []}
        getRowId={(c) => c._id}
        state={cases.state}
        errorText={cases.errorText}
        maxHeight="50vh"
      />
    </Dialog>
  );
}

/**
 * Select DD: pick one of the caller's due-diligence cases.
 * @example <SelectDdDialog open={open} onOpenChange={setOpen} onSelect={(s) => setTape(s.tapeName)} />
 */
export const SelectDdDialog = withTrading(SelectDdDialogView);
