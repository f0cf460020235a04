/**
 * The harness of every trading story: a mocked server (`mockApi`) that answers
 * `GET /trading_screen` for the chosen persona exactly as the server would (core's
 * `loanTradingView`, on a read-only page or not), a `TradingProvider` over its real client and
 * session, and the shadow-root host with the kit's, the table's and the area's CSS.
 *
 * @example
 * const investor = tradingStory({ persona: 'investor', routes: loansRoutes(sampleLoans(40)) });
 * export const Investor: Story = { ...investor.story, play: async () => investor.api.calls };
 */
import type { Decorator } from '@storybook/react-vite';
import type { LoanPersona } from '../../../core/permissions/actor';
import { loanTradingView } from '../../../core/permissions/trading-screen';
import { ShadowHost } from '../../../widgets/elements/shadow-host';
import { kitCss } from '../../../widgets/kit/styles';
import { TradingProvider, type TradingScreen, tradingSharedCss } from '../../../widgets/trading/shared';
import { type MockApi, type MockRoutes, mockApi } from '../../support/mock-api';

/** Options of {@link tradingStory}. */
export interface TradingStoryOptions {
  readonly persona: LoanPersona | null;
  /** The route configuration marks the page read-only (spec §6). */
  readonly readOnly?: boolean;
  /** The persona check is enabled (Import Loan Files, spec §6). */
  readonly personaCheck?: boolean;
  /** The area's routes (`'POST /api/place_bid': { body }` …). */
  readonly routes?: MockRoutes;
  /** The area's CSS text, adopted after the kit's and the table's. */
  readonly css?: string;
  /** Hand the screen to the provider instead of letting it ask `GET /trading_screen`. */
  readonly givenScreen?: boolean;
}

/** A ready harness: the mocked server, the screen it answers, and the story's decorator. */
export interface TradingStory {
  readonly api: MockApi;
  readonly screen: TradingScreen;
  /** Spread into a story: its decorators and parameters. */
  readonly story: { decorators: Decorator[]; parameters: { shadowHost: false } };
}

/** The `GET /trading_screen` answer for a persona (what the server derives from the same core rule). */
export function screenFor(
  persona: LoanPersona | null,
  readOnly = false,
  personaCheck = false,
): TradingScreen {
  const view = loanTradingView(persona, { readOnly, personaCheckEnabled: personaCheck });
  return { ...view, tapeUploadOptions: [...view.tapeUploadOptions], persona, readOnly, personaCheck };
}

/** The harness for one story (make one per story: the mocked server records its calls). */
export function tradingStory(options: TradingStoryOptions): TradingStory {
  const screen = screenFor(options.persona, options.readOnly, options.personaCheck);
  const api = mockApi({
    'GET /api/trading_screen': {
      body: { success: true, statusText: 'Your loan trading screen', data: screen },
    },
    ...options.routes,
  });
  const css = [kitCss, tradingSharedCss, options.css ?? ''].join('\n');
  const decorator: Decorator = (Story) => (
    <ShadowHost css={css} className="ispz-story-host">
      <TradingProvider
        session={api.session}
        client={api.client}
        screen={options.givenScreen ? screen : undefined}
      >
        <Story />
      </TradingProvider>
    </ShadowHost>
  );
  return { api, screen, story: { decorators: [decorator], parameters: { shadowHost: false } } };
}
