import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../support/widget-canvas';

const meta: Meta = { title: 'Elements/Smoke', render: () => <button type="button">Hello</button> };
export default meta;

export const Default: StoryObj = {
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByRole('button', { name: 'Hello' })).toBeVisible();
  },
};
