/**
 * The sign-in frame's measured look (UI.md "Forms"): fields spaced once on the 4 px scale,
 * the server's refusal as a red alert box with its icon, a 600-weight title and links tall
 * enough to tap. Measured in the browser, so a style that stops applying fails here.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Login } from '../../widgets/auth/login';
import type { LoginProps } from '../../widgets/auth/props';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, fillPassword, inAuthHost, refusal, scripted } from './auth-stories';

const meta: Meta<LoginProps> = {
  title: 'Auth/Login/Look',
  component: Login,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onError: fn(), goTo: fn(), links: { navigate: fn() } },
};
export default meta;
type Story = StoryObj<LoginProps>;

/** The label's field wrapper of a control (`.ispz-field`). */
const field = (control: HTMLElement) => control.closest('.ispz-field') as HTMLElement;

/** 16 px between fields, title at 600, every link at least 24 px tall. */
export const Spacing: Story = {
  args: { api: scripted({}).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const first = field(canvas.getByLabelText('Email or Mobile')).getBoundingClientRect();
    const second = field(canvas.getByLabelText('Password')).getBoundingClientRect();
    await expect(Math.round(second.top - first.bottom)).toBe(16);
    const title = canvas.getByRole('heading', { name: 'Log in to your account' });
    await expect(getComputedStyle(title).fontWeight).toBe('600');
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The refusal is an alert box: icon, red background and a 4 px red left border. */
export const RefusalBox: Story = {
  args: { api: scripted({ 'POST /api/auth/login': refusal(400, 'Invalid username or password') }).api },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid username or password');
    const style = getComputedStyle(alert);
    await expect(style.display).toBe('flex');
    await expect(style.borderLeftWidth).toBe('4px');
    await expect(style.backgroundColor).toBe('rgb(253, 236, 234)');
    await expect(alert.querySelector('svg')).not.toBeNull();
  },
};
