/**
 * The pool analysis' distribution by property state: a realistic pool over fourteen states and
 * a few loans with none (the smallest states folded into 'Other', 'Unknown' last, every state in
 * 'Show as table'), a pool in one state, and the chart at 375 px wide.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { analysisCss, PoolAnalysis } from '../../../widgets/trading/analysis';
import { widgetCanvas } from '../../support/widget-canvas';
import { tradingStory } from '../support';
import { analysisAnswer, ONE_STATE_POOL, REALISTIC_POOL } from './analysis-samples';

const meta: Meta = { title: 'Trading/Analysis/ByState', component: PoolAnalysis };
export default meta;
type Story = StoryObj;

const story = (routes: Parameters<typeof tradingStory>[0]['routes']) =>
  tradingStory({ persona: 'investor', routes, css: analysisCss });

/** The chart's drawn bar labels, top to bottom. */
const barLabels = (chart: Element) =>
  [...chart.querySelectorAll('.ispz-strat__label')].map((label) => label.textContent);

const realistic = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** Fifteen groups: the eight largest states, 'Other' for the rest, 'Unknown' last; the table has all. */
export const ManyStates: Story = {
  ...realistic.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const chart = await canvas.findByRole('img', { name: /^Distribution by state/ });
    await expect(chart).toHaveAccessibleName(
      "Distribution by state Distribution by state: share of the pool's balance per bucket; the largest is CA with 22.16%.",
    );
    await expect(barLabels(chart)).toEqual([
      'CA',
      'TX',
      'FL',
      'NY',
      'WA',
      'CO',
      'AZ',
      'NC',
      'Other',
      'Unknown',
    ]);
    await expect(chart).toHaveTextContent('15.64% · 8');
    await expect(chart.querySelectorAll('.ispz-strat__bar--rest')).toHaveLength(2);
    const figure = canvas.getByRole('figure', { name: 'Distribution by state' });
    const disclosure = figure.querySelector('summary') as HTMLElement;
    await expect(disclosure).toHaveTextContent('Show as table');
    await userEvent.click(disclosure);
    const table = figure.querySelector('table') as HTMLElement;
    await expect(table.querySelector('thead th')).toHaveTextContent('State');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(15);
    await expect(canvas.getByRole('row', { name: /^UT/ })).toHaveTextContent('UT1212,500.002.08%1.50%');
    await expect(canvas.getByRole('row', { name: /^Unknown/ })).toHaveTextContent(
      'Unknown3460,000.006.25%3.24%',
    );
  },
};

const one = story({ 'GET /api/pool_analysis': analysisAnswer(ONE_STATE_POOL) });
/** Every loan in one state: a single full bar. */
export const OneState: Story = {
  ...one.story,
  render: () => <PoolAnalysis />,
  play: async ({ canvasElement }) => {
    const chart = await widgetCanvas(canvasElement).findByRole('img', { name: /^Distribution by state/ });
    await expect(barLabels(chart)).toEqual(['TX']);
    await expect(chart).toHaveTextContent('100.00% · 48');
  },
};

const narrow = story({ 'GET /api/pool_analysis': analysisAnswer(REALISTIC_POOL) });
/** At 375 px wide the state chart fits the screen like the others. */
export const Phone375: Story = {
  ...narrow.story,
  render: () => (
    <div style={{ width: 375 }}>
      <PoolAnalysis />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = await widgetCanvas(canvasElement).findByRole('img', { name: /^Distribution by state/ });
    await waitFor(() => {
      if (Number(chart.getAttribute('width')) >= 375) throw new Error('chart not fitted yet');
    });
    await expect((chart.closest('section') as HTMLElement).scrollWidth).toBeLessThanOrEqual(375);
  },
};
