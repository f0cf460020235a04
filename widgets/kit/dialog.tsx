/**
 * The dialog (UI.md "Dialogs"): title, body, footer with the primary action last; Escape and
 * the close button both close; focus is trapped inside and returns to what opened it. All of
 * that is Radix Dialog's (no hand-written focus trap); the kit adds the look and portals into
 * the widget's container (inside the shadow root), never the partner's body.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { usePortalHost } from '../elements/portal-host';
import { CloseIcon } from './icons';
import { KIT_TEXT } from './kit-text';

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

/**
 * A modal dialog in the kit's look.
 * @example <Dialog title="Reprice Loan" trigger={<Button>Reprice</Button>} footer={…}>…</Dialog>
 */
export function Dialog({ size = 'medium', ...props }: DialogProps) {
  const container = usePortalHost();
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <RadixDialog.Trigger asChild>{props.trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container ?? undefined}>
        <RadixDialog.Overlay className="ispz-overlay" />
        <RadixDialog.Content
          className={`ispz-dialog ispz-dialog--${size}`}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ispz-dialog__header">
            <RadixDialog.Title className="ispz-dialog__title">{props.title}</RadixDialog.Title>
            <RadixDialog.Close className="ispz-icon-button" aria-label={KIT_TEXT.close}>
              <CloseIcon />
            </RadixDialog.Close>
          </header>
          {props.description ? (
            <RadixDialog.Description className="ispz-dialog__description">
              {props.description}
            </RadixDialog.Description>
          ) : null}
          <div className="ispz-dialog__body">{props.children}</div>
          {props.footer ? <footer className="ispz-dialog__footer">{props.footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button that closes the dialog (Cancel). */
export function DialogClose(props: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{props.children}</RadixDialog.Close>;
}
