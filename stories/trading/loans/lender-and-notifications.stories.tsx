/**
 * The lender details card (spec §2: company_name, address, state, web_url, contact_name; §8:
 * a failed lender fetch shows nothing) and the notifications list (newest first; the §2/§8
 * empty and failed sentences; pending).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LenderDetailsCard, NotificationsList } from '../../../widgets/trading/loans';
import { widgetCanvas, widgetFrame } from '../../support/widget-canvas';
import { LENDER_CARD, NOTIFICATIONS, ok } from './loans-samples';
import { InTrading, LOANS_PARAMETERS, scripted } from './loans-stories';

const meta: Meta = { title: 'Trading/Loans/LenderAndNotifications', parameters: LOANS_PARAMETERS };
export default meta;
type Story = StoryObj;

const lender = scripted({ 'GET /api/lender_details': { body: ok(LENDER_CARD) } });
export const LenderCard: Story = {
  render: () => (
    <InTrading api={lender} persona="investor">
      <LenderDetailsCard lenderId="lender-1" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Greenfield Mortgage LLC/ })).toBeVisible();
    for (const text of ['100 Market Street, Suite 400', 'California', 'Dana Lee'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://greenfield.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(lender.calls[0]?.url).toContain('lenderId=lender-1');
  },
};

const lenderFails = scripted({
  'GET /api/lender_details': { status: 404, body: { success: false, error: 'Not found' } },
});
/** §8: lender details fetch errors show nothing. */
export const LenderCardFails: Story = {
  render: () => (
    <InTrading api={lenderFails} persona="investor">
      <LenderDetailsCard lenderId="nobody" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lenderFails.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(widgetFrame(canvasElement).textContent).toBe('');
  },
};

const notes = scripted({ 'GET /api/notifications': { body: ok(NOTIFICATIONS) } });
export const Notifications: Story = {
  render: () => (
    <InTrading api={notes}>
      <NotificationsList />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Loans ready to transfer');
    await expect(items[0]).toHaveTextContent('Nov 26th, 2026 09:30 AM');
    await expect(items[0]).toHaveTextContent('Greenfield 2026-A');
    await expect(items[1]).toHaveTextContent('New bid');
  },
};

export const NotificationsEmpty: Story = {
  render: () => (
    <InTrading api={scripted({ 'GET /api/notifications': { body: ok([]) } })}>
      <NotificationsList />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

export const NotificationsFailed: Story = {
  render: () => (
    <InTrading api={scripted({ 'GET /api/notifications': 'offline' })}>
      <NotificationsList />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

export const NotificationsPending: Story = {
  render: () => (
    <InTrading api={scripted({ 'GET /api/notifications': 'pending' })}>
      <NotificationsList limit={5} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Narrow: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <InTrading
        api={scripted({
          'GET /api/notifications': { body: ok(NOTIFICATIONS) },
          'GET /api/lender_details': { body: ok(LENDER_CARD) },
        })}
      >
        <LenderDetailsCard lenderId="lender-1" />
        <NotificationsList />
      </InTrading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByText('Loans ready to transfer')).toBeVisible();
  },
};
