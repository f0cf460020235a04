/**
 * The kit's DataTable: a client-sorted, selectable table; 100,000 virtualised rows (only a
 * screenful in the DOM, scrolled smoothly); server paging; the empty, failed and loading
 * sentences in the body; keyboard — Tab to a checkbox, Space toggles it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ShadowHost } from '../../widgets/elements/shadow-host';
import { kitCss } from '../../widgets/kit/styles';
import { type DataColumn, DataTable, tableCss } from '../../widgets/kit/table';
import { widgetCanvas, widgetFrame } from '../support/widget-canvas';

interface Row {
  readonly id: string;
  readonly fico: number;
  readonly amount: number;
}
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `L-${i + 1}`,
    fico: 600 + ((i * 37) % 221),
    amount: 50_000 + ((i * 7919) % 950_000),
  }));
const COLUMNS: DataColumn<Row>[] = [
  { id: 'id', header: 'Loan ID', value: (r) => r.id, sortable: true },
  { id: 'fico', header: 'FICO', value: (r) => r.fico, numeric: true, sortable: true },
  {
    id: 'amount',
    header: 'Loan Amount ($)',
    value: (r) => r.amount,
    numeric: true,
    sortable: true,
    cell: (r) => `$${r.amount.toLocaleString('en-US')}.00`,
  },
];
const SMALL = rowsOf(8);
const HUGE = rowsOf(100_000);

function Table(props: { rows: readonly Row[]; state?: 'loading' | 'failed' | 'ready'; paged?: boolean }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const rows = props.paged
    ? props.rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)
    : props.rows;
  return (
    <ShadowHost css={`${kitCss}\n${tableCss}`}>
      <DataTable<Row>
        label="LOAN RECORDS"
        columns={COLUMNS}
        rows={rows}
        getRowId={(r) => r.id}
        state={props.state}
        maxHeight={400}
        selection={{ selected, onChange: setSelected, rowLabel: (r) => `Select loan ${r.id}` }}
        paging={
          props.paged
            ? {
                ...paging,
                total: props.rows.length,
                onChange: (page, pageSize) => setPaging({ page, pageSize }),
              }
            : undefined
        }
      />
    </ShadowHost>
  );
}

const meta: Meta<typeof Table> = {
  title: 'Kit/DataTable',
  component: Table,
  parameters: { shadowHost: false },
};
export default meta;
type Story = StoryObj<typeof Table>;

export const SortAndSelect: Story = {
  args: { rows: SMALL },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'FICO' }));
    const ficos = canvas
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(r.children[2]?.textContent));
    await expect(ficos).toEqual([...ficos].sort((a, b) => a - b));
    await expect(canvas.getByRole('columnheader', { name: 'FICO' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select loan L-3' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select loan L-3' })).toBeChecked();
  },
};

export const KeyboardSpaceToggles: Story = {
  args: { rows: SMALL },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const first = await canvas.findByRole('checkbox', { name: 'Select loan L-1' });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
  },
};

export const HundredThousandRows: Story = {
  args: { rows: HUGE },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Select loan L-1' });
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const scroller = widgetFrame(canvasElement).querySelector('.ispz-table__scroll') as HTMLElement;
    scroller.scrollTop = 40 * 50_000;
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Select loan L-50001' })).toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
  },
};

export const ServerPaging: Story = {
  args: { rows: rowsOf(43), paged: true },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('1–10 of 43')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 43')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(canvas.getByText('1–25 of 43')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], state: 'loading' } };
