/**
 * The one sentence a screen shows instead of its data (spec §2, §8): loading, the failed
 * sentence ('Failed to get data please try later' or the server's refusal), or 'There are no
 * records to display'. Announced politely; tables show the same sentences inside their body.
 */
import type { ReactNode } from 'react';
import { Spinner } from '../../kit/icons';
import { TRADING_TEXT } from './trading-text';

/** Props of {@link DataState}. */
export interface DataStateProps {
  readonly state: 'loading' | 'failed' | 'ready';
  /** The failed sentence; default §8's 'Failed to get data please try later'. */
  readonly errorText?: string;
  /** Ready but nothing to show: the empty sentence replaces `children`. */
  readonly empty?: boolean;
  /** Default 'There are no records to display' (the bidding table passes its own). */
  readonly emptyText?: string;
  /** What to render when ready and not empty. */
  readonly children?: ReactNode;
}

/** The loading, failed or empty sentence, or `children` when there is data. */
export function DataState(props: DataStateProps) {
  if (props.state === 'ready' && !props.empty) return <>{props.children}</>;
  const tone = props.state === 'failed' ? 'failed' : props.state === 'loading' ? 'loading' : 'empty';
  const text =
    props.state === 'failed'
      ? props.errorText || TRADING_TEXT.failed
      : props.state === 'loading'
        ? TRADING_TEXT.loading
        : (props.emptyText ?? TRADING_TEXT.empty);
  return (
    <p className={`ispz-data-state ispz-data-state--${tone}`} role={tone === 'failed' ? 'alert' : 'status'}>
      {tone === 'loading' ? <Spinner /> : null}
      <span>{text}</span>
    </p>
  );
}
