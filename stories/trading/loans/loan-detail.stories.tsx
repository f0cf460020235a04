/**
 * The loan detail panel (spec §2): Primary Information and Financial Details with §9 money and
 * dates, a dash for what the loan lacks, and the loan's Shared Documents (the documents area's
 * widget on `/get_loans_list/fetchDocuments`); the same for every persona. At 375 px the
 * sections stack.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoanDetailPanel } from '../../../widgets/trading/loans';
import { widgetCanvas } from '../../support/widget-canvas';
import { LOAN_DOCUMENTS } from '../documents/document-samples';
import { sampleLoan } from './loans-samples';
import { InTrading, LOANS_PARAMETERS, scripted } from './loans-stories';

const meta: Meta = { title: 'Trading/Loans/LoanDetail', parameters: LOANS_PARAMETERS };
export default meta;
type Story = StoryObj;

const loan = sampleLoan(1);
const DOCUMENTS = {
  'GET /api/get_loans_list/fetchDocuments': { body: LOAN_DOCUMENTS },
  // The viewer acts as the loan's lender, so the panel's Ownership says the loan is theirs.
  'GET /api/users/businessAdminId': { body: { success: true, businessAdminId: 'lender-1' } },
};

export const Filled: Story = {
  render: () => (
    <InTrading api={scripted(DOCUMENTS)} persona="investor">
      <LoanDetailPanel loan={loan} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const primary = await canvas.findByRole('region', { name: 'Primary Information' });
    for (const text of [
      'Escrow Balance',
      '$3,250.75',
      'Units',
      'Maturity Date',
      'Jan 1st, 2056',
      'First Payment Date',
      'Feb 1st, 2026',
      'Occupancy Status',
      'Owner Occupied',
    ])
      await expect(primary).toHaveTextContent(text);
    const financial = canvas.getByRole('region', { name: 'Financial Details' });
    for (const text of [
      'Appraised Value',
      '$410,000.00',
      'Interest Rate',
      '6.125%',
      'Purpose',
      'Refinance',
      'QM Status',
      'QM Safe Harbor',
      'Property Type',
      'Single Family',
    ])
      await expect(financial).toHaveTextContent(text);
    const ownership = canvas.getByRole('region', { name: 'Ownership' });
    await expect(ownership).toHaveTextContent('Transferred');
    await expect(ownership).toHaveTextContent('No, still with its lender');
    await expect(await canvas.findByText('You')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shared Documents' })).toBeVisible();
  },
};

const bare = { ...sampleLoan(2), ingested_attributes: [], states: [] };
/** A loan whose tape reported none of these fields: each line shows '-'. */
export const NothingReported: Story = {
  render: () => (
    <InTrading api={scripted(DOCUMENTS)} persona="lender">
      <LoanDetailPanel loan={bare} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const primary = await canvas.findByRole('region', { name: 'Primary Information' });
    const financial = canvas.getByRole('region', { name: 'Financial Details' });
    const values = [...primary.querySelectorAll('dd'), ...financial.querySelectorAll('dd')].map(
      (d) => d.textContent,
    );
    await expect(values).toEqual(Array(10).fill('-'));
  },
};

export const Narrow: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <InTrading api={scripted(DOCUMENTS)} persona="due_diligence">
        <LoanDetailPanel loan={loan} />
      </InTrading>
    </div>
  ),
  play: Filled.play,
};
