/**
 * Every story renders inside the real shadow-root host (`ShadowHost`): the kit's stylesheet
 * adopted into an open shadow root and the portal host inside it, exactly as on a partner page.
 * Play functions query through `widgetCanvas(canvasElement)` (stories/support), which looks
 * inside that root. axe runs on every story and any violation fails it (`a11y.test: 'error'`).
 * A story that must render in the light DOM (the custom-element host page) sets
 * `parameters.shadowHost = false`.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ShadowHost } from '../widgets/elements/shadow-host';
import { kitCss } from '../widgets/kit/styles';

// A `findBy…` waits up to five seconds, not Testing Library's one: on a two-core runner with
// Chromium and a Node worker busy beside it, a widget's first data can take longer than a second
// to render, and a story that waits for it would fail for the machine's load, not the widget.
configure({ asyncUtilTimeout: 5_000 });

const inShadowHost: Decorator = (Story, context) =>
  context.parameters.shadowHost === false ? (
    <Story />
  ) : (
    <ShadowHost css={kitCss} theme={context.parameters.theme} className="ispz-story-host">
      <Story />
    </ShadowHost>
  );

const preview: Preview = {
  decorators: [inShadowHost],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
