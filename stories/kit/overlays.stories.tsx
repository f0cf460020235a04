/**
 * The Radix-based pieces in the kit's look, portalled inside the widget's shadow root: a
 * dialog (opens, Escape closes, focus returns), a dropdown menu, tabs and radio cards.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../widgets/kit/button';
import { Dialog, DialogClose } from '../../widgets/kit/dialog';
import { Menu } from '../../widgets/kit/menu';
import { RadioCards } from '../../widgets/kit/radio-cards';
import { Tabs } from '../../widgets/kit/tabs';
import { widgetCanvas, widgetFrame } from '../support/widget-canvas';

const meta: Meta = { title: 'Kit/Overlays' };
export default meta;
type Story = StoryObj;

/** The element focused inside the story's shadow root. */
const focused = (canvasElement: HTMLElement) =>
  (widgetFrame(canvasElement).getRootNode() as ShadowRoot).activeElement;

const dialog = () => (
  <Dialog
    title="Reprice Loan"
    description="The new price applies to the selected loan only."
    trigger={<Button variant="secondary">Reprice</Button>}
    footer={
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    }
  >
    <p>Loan 10023 · current price 98.50</p>
  </Dialog>
);

export const DialogClosed: Story = { render: dialog };

export const DialogOpen: Story = {
  render: dialog,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reprice' }));
    await expect(await canvas.findByRole('dialog', { name: 'Reprice Loan' })).toBeVisible();
  },
};

export const DialogEscapeReturnsFocus: Story = {
  render: dialog,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Reprice' });
    await userEvent.click(trigger);
    await canvas.findByRole('dialog', { name: 'Reprice Loan' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused(canvasElement)).toBe(trigger));
  },
};

function MenuStory() {
  const [chosen, setChosen] = useState('nothing yet');
  return (
    <>
      <Menu
        trigger={<Button variant="secondary">Account</Button>}
        items={[
          { id: 'profile', label: 'Profile', onSelect: () => setChosen('Profile') },
          { id: 'wallet', label: 'Wallet', onSelect: () => setChosen('Wallet'), disabled: true },
          { id: 'logout', label: 'Logout', onSelect: () => setChosen('Logout'), danger: true },
        ]}
      />
      <p>Chosen: {chosen}</p>
    </>
  );
}

export const MenuClosed: Story = { render: () => <MenuStory /> };

export const MenuChooses: Story = {
  render: () => <MenuStory />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(await canvas.findByRole('menu')).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByText('Chosen: Logout')).toBeVisible();
  },
};

const tabs = () => (
  <Tabs
    label="Reset by"
    items={[
      { value: 'mobile', label: 'Mobile', content: <p>Generate OTP to your mobile.</p> },
      { value: 'email', label: 'Email', content: <p>Send Code to your email.</p> },
      { value: 'other', label: 'Other', content: null, disabled: true },
    ]}
  />
);

export const TabsFirst: Story = { render: tabs };

export const TabsSwitch: Story = {
  render: tabs,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Email' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Send Code to your email.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const RadioCardsChoose: Story = {
  render: () => (
    <RadioCards
      label="Persona"
      defaultValue="investor"
      options={[
        { value: 'investor', label: 'Investor', description: 'Filter, pool and bid on loan tapes.' },
        { value: 'lender', label: 'Lender', description: 'Publish loan tapes.' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Lender/ }));
    await expect(canvas.getByRole('radio', { name: /Lender/ })).toHaveAttribute('aria-checked', 'true');
  },
};
