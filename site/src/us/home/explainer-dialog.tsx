/**
 * The home page's video modal (spec §2): our explainer in place of a video — four scenes
 * drawn here, a caption each, play and pause, previous and next. It plays on its own unless
 * the visitor asks for reduced motion; captions are announced only while it is paused, as the
 * WAI carousel pattern does, so an auto-playing explainer does not talk over a screen reader.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { Dialog } from '../../../../widgets/kit/dialog';
import { ExplainerSceneArt } from '../../kit/illustrations/explainer-scenes';
import { Glyph } from '../../kit/illustrations/glyphs';
import { EXPLAINER } from '../content/home-explainer';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function Explainer() {
  const frames = EXPLAINER.frames;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setAt((i) => (i + 1) % frames.length), EXPLAINER.sceneMs);
    return () => window.clearInterval(timer);
  }, [playing]);
  const frame = frames[at] ?? frames[0];
  const step = (by: number) => {
    setPlaying(false);
    setAt((i) => (i + by + frames.length) % frames.length);
  };
  return (
    <div className="us-explainer">
      <div className="us-explainer__scene" key={frame.scene}>
        <ExplainerSceneArt scene={frame.scene} />
      </div>
      <p className="us-explainer__caption" aria-live={playing ? 'off' : 'polite'}>
        <span className="us-explainer__place">{EXPLAINER.position(at + 1, frames.length)}</span>{' '}
        {frame.caption}
      </p>
      <div className="us-explainer__controls">
        <Button variant="ghost" onClick={() => step(-1)}>
          {EXPLAINER.previous}
        </Button>
        <Button variant="secondary" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
          <Glyph name={playing ? 'pause' : 'play'} size={20} />
          {playing ? EXPLAINER.pause : EXPLAINER.play}
        </Button>
        <Button variant="ghost" onClick={() => step(1)}>
          {EXPLAINER.next}
        </Button>
      </div>
    </div>
  );
}

/** The button that opens the explainer, and the explainer's dialog. */
export function ExplainerDialog(props: { readonly variant?: 'primary' | 'secondary' | 'ghost' }) {
  return (
    <Dialog
      size="large"
      title={EXPLAINER.title}
      description={EXPLAINER.description}
      trigger={
        <Button variant={props.variant ?? 'secondary'}>
          <Glyph name="play" size={20} />
          {EXPLAINER.open}
        </Button>
      }
    >
      <Explainer />
    </Dialog>
  );
}
