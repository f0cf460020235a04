/**
 * The dialog (UI.md "Dialogs"): title, body, footer with the primary action last; Escape, the
 * close button and a click on the backdrop all close; the page behind is inert while it is open
 * and focus returns to what opened it. All of that is the browser's own modal `<dialog>`
 * (`showModal()`: top layer, inert background, Escape, focus restored on `close()`), so there is
 * no focus trap here and no primitives library in the bundle: Radix Dialog and its scroll lock
 * weighed about 12 KB gzip of the trading family (widgets/build/README.md). The kit adds the
 * look, the title/description wiring and a controlled or trigger-driven open state.
 */
import {
  cloneElement,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalHost } from '../elements/portal-host';
import { CloseIcon } from './icons';
import { KIT_TEXT } from './kit-text';
import { LayerContext } from './layers';

/** Props of `Dialog`. */
export interface DialogProps {
  /** Controlled open state; leave out with a `trigger` for an uncontrolled dialog. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a `Button`); focus returns to it on close. */
  readonly trigger?: ReactElement;
  readonly title: ReactNode;
  /** A sentence under the title that screen readers read with it. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** The footer's actions, primary last; wrap a cancel button in `DialogClose`. */
  readonly footer?: ReactNode;
  readonly size?: 'small' | 'medium' | 'large';
}

/** What the kit needs of a trigger or a close button: its own click handler, if any. */
interface Clickable {
  readonly onClick?: (event: MouseEvent) => void;
}

const CloseContext = /* @__PURE__ */ createContext<() => void>(() => undefined);

/** True when a click on the `<dialog>` itself landed outside its box: on the backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A modal dialog in the kit's look.
 * @example <Dialog title="Reprice Loan" trigger={<Button>Reprice</Button>} footer={…}>…</Dialog>
 */
export function Dialog({ size = 'medium', ...props }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const trigger = props.trigger
    ? cloneElement(props.trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent) => {
          (props.trigger?.props as Clickable | undefined)?.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        },
      } as Record<string, unknown>)
    : null;
  return (
    <>
      {trigger}
      {open ? (
        <CloseContext.Provider value={() => setOpen(false)}>
          <ModalDialog size={size} {...props} onClose={() => setOpen(false)} />
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

type ModalProps = Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger'> & { readonly onClose: () => void };

/**
 * The open `<dialog>`: shown modal while mounted, closed (focus given back) before it leaves;
 * placed in the widget's portal host (inside the shadow root), so a dialog opened from a table
 * row is never a child of the row.
 */
function ModalDialog(props: ModalProps) {
  const host = usePortalHost();
  const layers = useContext(LayerContext);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const leave = layers?.push(dialog);
    return () => {
      leave?.();
      dialog.close();
    };
  }, [layers]);
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    props.onClose();
  };
  return createPortal(
    <dialog
      ref={ref}
      className={`ispz-dialog ispz-dialog--${props.size}`}
      aria-labelledby={`${id}t`}
      aria-describedby={props.description ? `${id}d` : undefined}
      onCancel={cancel}
      // Escape from a script (a test's keyboard) gets the same answer as the browser's own
      onKeyDown={(event) => event.key === 'Escape' && cancel(event)}
      onClick={(event) => onBackdrop(event) && props.onClose()}
    >
      <header className="ispz-dialog__header">
        <h2 className="ispz-dialog__title" id={`${id}t`}>
          {props.title}
        </h2>
        <button
          type="button"
          className="ispz-icon-button"
          aria-label={KIT_TEXT.close}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </header>
      {props.description ? (
        <p className="ispz-dialog__description" id={`${id}d`}>
          {props.description}
        </p>
      ) : null}
      <div className="ispz-dialog__body">{props.children}</div>
      {props.footer ? <footer className="ispz-dialog__footer">{props.footer}</footer> : null}
    </dialog>,
    host ?? document.body,
  );
}

/** Wraps a footer button that closes the dialog (Cancel). */
export function DialogClose(props: { children: ReactElement }) {
  const close = useContext(CloseContext);
  return cloneElement(props.children as ReactElement<Clickable>, {
    onClick: (event: MouseEvent) => {
      (props.children.props as Clickable).onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
