/**
 * What trading stories share: the harness (provider over a mocked server answering the
 * persona's screen) and typed, deterministic samples (loans, tape tiles, bids, a
 * `/get_loans_list` that filters, sorts and pages like the server).
 */
export { sampleBids } from './sample-bids';
export {
  loansPage,
  SAMPLE_PARTIES,
  SAMPLE_TAPES,
  type SampleLoanOptions,
  sampleLoans,
  sampleTapeTiles,
} from './sample-loans';
export { sampleId, sampleRandom } from './sample-random';
export { answerLoans, loansRoutes, matchesFilter, sortLoans } from './sample-server';
export { screenFor, type TradingStory, type TradingStoryOptions, tradingStory } from './trading-story';
