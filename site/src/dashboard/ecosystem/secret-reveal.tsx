/**
 * A client secret shown the one time the server hands it out (at registration or rotation):
 * in a read-only box with a copy button and the sentence that it will not be shown again. It
 * lives only in this component's state — never in storage or the query cache — so leaving or
 * reloading the page forgets it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { ECOSYSTEM_TEXT as T } from './ecosystem-text';

export interface SecretRevealProps {
  readonly ecosystemName: string;
  readonly secret: string;
  /** The person says they have it: the secret is dropped. */
  readonly onDone: () => void;
}

export function SecretReveal({ ecosystemName, secret, onDone }: SecretRevealProps) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const box = useRef<HTMLInputElement>(null);
  // The secret appears where the person may not be looking: take them to it.
  useEffect(() => box.current?.focus(), []);
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="eco-secret">
      <label className="eco-secret__label" id={`${id}-label`} htmlFor={`${id}-value`}>
        {T.secretShown(ecosystemName)}
      </label>
      <p className="eco-secret__once" id={`${id}-once`}>
        {T.secretOnce}
      </p>
      <input
        ref={box}
        id={`${id}-value`}
        className="ispz-input eco-secret__value"
        readOnly
        value={secret}
        aria-describedby={`${id}-once`}
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="eco-secret__actions">
        <Button variant="secondary" onClick={() => void copySecret()}>
          {copy === 'copied' ? T.copied : T.copy}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {T.done}
        </Button>
      </div>
      <p className="eco-secret__status" role="status">
        {copy === 'failed' ? T.copyFailed : ''}
      </p>
    </div>
  );
}
