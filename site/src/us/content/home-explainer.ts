/**
 * The home page's explainer (spec §2 "video modal"): no external video, a storyboard of our
 * own scenes with a caption each, played in the modal with play and pause.
 */

import type { ExplainerSceneName } from '../../kit/illustrations/explainer-scenes';

export interface ExplainerFrame {
  readonly scene: ExplainerSceneName;
  readonly caption: string;
}

export const EXPLAINER = {
  open: 'Watch how it works',
  title: 'How a mortgage moves on ISPz',
  description: 'A short explainer in four scenes. It plays on its own; pause it at any time.',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous scene',
  next: 'Next scene',
  /** "Scene 2 of 4" */
  position: (at: number, of: number) => `Scene ${at} of ${of}`,
  /** Milliseconds each scene stays while playing. */
  sceneMs: 4000,
  frames: [
    { scene: 'apply', caption: 'A borrower applies once. Their documents are verified as they arrive.' },
    {
      scene: 'verify',
      caption: 'The loan is written as a record on the ledger, shared by title, appraisal and insurance.',
    },
    { scene: 'tape', caption: 'The lender publishes a validated loan tape. Investors filter, pool and bid.' },
    {
      scene: 'security',
      caption: 'Pools become mortgage-backed securities, with every loan’s history inside.',
    },
  ] satisfies readonly ExplainerFrame[],
} as const;
