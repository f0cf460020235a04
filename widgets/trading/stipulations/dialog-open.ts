/**
 * The open state of a trading dialog that a host may drive (`open`/`onOpenChange`) or leave to
 * its `trigger`. `open` is followed whenever it changes, and the dialog's own close (Escape,
 * the close button, a finished action) closes it even when the host does not listen — so a
 * custom element with an `open` attribute closes like any dialog. The body loads only while
 * open: a table holding one dialog per row asks the server nothing until an icon is clicked.
 */
import { useCallback, useEffect, useState } from 'react';

/** Open state and setter following the `open` prop. */
export function useDialogOpen(props: {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}): readonly [boolean, (open: boolean) => void] {
  const [open, setInner] = useState(props.open ?? false);
  useEffect(() => {
    if (props.open !== undefined) setInner(props.open);
  }, [props.open]);
  const { onOpenChange } = props;
  const setOpen = useCallback(
    (next: boolean) => {
      setInner(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return [open, setOpen] as const;
}
