/**
 * The pool analysis (spec §2 pool summary, §9 info table, strats as charts): a realistic pool
 * with its totals, weighted averages, MIN/MAX/AVG table and four charts each with 'Show as
 * table'; given loans; an empty pool; a failed and a refused call; the loading state; and the
 * whole screen at 375 px wide.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { analysisCss, PoolAnalysis } from '../../../widgets/trading/analysis';
import { widgetCanvas } from '../../support/widget-canvas';
import { tradingStory } from '../support';
import { analysisAnswer, EMPTY_POOL, REALISTIC_POOL } from './analysis-samples';

const meta: Meta = { title: 'Trading/Analysis/PoolAnalysis', component: PoolAnalysis };
export default meta;
type Story = StoryObj;

const story = (routes: Parameters<typeof tradingStory>[0]['routes']) =>
  tradingStory({ persona: 'investor', routes, css: analysisCss });

const pool = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** An investor's pool: totals, the info table and a chart per strat, asked for with their bands. */
export const RealisticPool: Story = {
  ...pool.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText('Total balance ($)');
    await expect(canvas.getByText('Total balance ($)').nextElementSibling).toHaveTextContent('14,212,500.00');
    await expect(canvas.getByText('WA FICO').nextElementSibling).toHaveTextContent('712.60');
    const fico = canvas.getByRole('row', { name: /^FICO/ });
    await expect(fico).toHaveTextContent('604.00811.00709.30712.60');
    for (const title of ['FICO', 'LTV (%)', 'DTI (%)', 'interest rate (%)']) {
      await expect(
        canvas.getByRole('img', { name: new RegExp(`^Distribution by ${title.replace(/[()%]/g, '.')}`) }),
      ).toBeVisible();
    }
    const call = pool.api.calls.find((c) => c.path === '/api/pool_analysis');
    const query = new URL(call?.url ?? 'http://x').searchParams;
    await expect(query.getAll('fico')).toEqual(['620', '660', '700', '740', '780']);
    await expect(query.has('loanIds')).toBe(false);
  },
};

const table = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** 'Show as table' discloses the chart's figures: loans, balance and both shares per bucket. */
export const ChartAsTable: Story = {
  ...table.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const chart = await canvas.findByRole('figure', { name: 'Distribution by FICO' });
    const [disclosure] = canvas.getAllByText('Show as table');
    await expect(chart).toContainElement(disclosure ?? null);
    await userEvent.click(disclosure!);
    const row = canvas.getByRole('row', { name: /^700 – < 740/ });
    await expect(row).toBeVisible();
    await expect(row).toHaveTextContent('144,480,000.0029.17%31.52%');
  },
};

const given = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** Given loans are analysed instead of the pool: the ids go to the server. */
export const GivenLoans: Story = {
  ...given.story,
  render: () => <PoolAnalysis loanIds={['64f0a1', '64f0a2']} heading="Selected loans" />,
  play: async ({ canvasElement }) => {
    await widgetCanvas(canvasElement).findByRole('heading', { name: 'Selected loans' });
    const call = await waitFor(() => {
      const found = given.api.calls.find((c) => c.path === '/api/pool_analysis');
      if (!found) throw new Error('no call yet');
      return found;
    });
    await expect(new URL(call.url).searchParams.getAll('loanIds')).toEqual(['64f0a1', '64f0a2']);
  },
};

const empty = story({ 'GET /api/pool_analysis': analysisAnswer(EMPTY_POOL) });
/** An empty pool: §2's sentence instead of figures. */
export const EmptyPool: Story = {
  ...empty.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText('There are no records to display');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const failed = story({ 'GET /api/pool_analysis': { status: 500, body: { success: false } } });
/** The server fails: §8's sentence. */
export const Failed: Story = {
  ...failed.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to get data please try later',
    );
  },
};

const pending = story({ 'GET /api/pool_analysis': 'pending' });
/** The analysis is on its way: the loading sentence, announced politely. */
export const Pending: Story = {
  ...pending.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const section = (await canvas.findByRole('heading', { name: 'Pool Summary' })).closest('section');
    await expect(section).toHaveTextContent('Loading…');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};

const narrow = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** At 375 px wide the charts are drawn to the width they have: nothing runs off the screen. */
export const Phone375: Story = {
  ...narrow.story,
  render: () => (
    <div style={{ width: 375 }}>
      <PoolAnalysis />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const chart = await canvas.findByRole('img', { name: /^Distribution by FICO/ });
    await waitFor(() => {
      if (Number(chart.getAttribute('width')) >= 375) throw new Error('chart not fitted yet');
    });
    const section = chart.closest('section') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(375);
    await expect(Number(chart.getAttribute('width'))).toBeLessThan(375);
  },
};
