/**
 * Storybook for the widgets, hand-written (no init wizard): React on Vite, stories under
 * stories/, the a11y addon (axe on every story; a violation fails the story test) and the
 * Vitest addon that runs every story as a test in Chromium. Telemetry is off here and through
 * STORYBOOK_DISABLE_TELEMETRY in the scripts: offline it would otherwise wait on DNS.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (vite) => ({
    ...vite,
    define: { ...vite.define, 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') },
  }),
};

export default config;
