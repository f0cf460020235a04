/**
 * Toasts (UI.md, spec §8): top-right, coloured by the answer's success flag with an icon
 * beside the colour, readable for 5 s, dismissible, announced through a polite live region.
 * The region renders through the portal container (inside the shadow root in a custom
 * element), or into the newest open modal dialog (./layers.ts), so a toast shown from a dialog
 * is above its backdrop and can be dismissed. `useToast().answer(x)` turns an API answer into
 * its toast in one call.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalHost } from '../elements/portal-host';
import { answerToast, type ToastTone } from './answer-text';
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons';
import { FORM_TEXT } from './kit-text';
import { LayerContext, type LayerStack } from './layers';

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

interface ToastItem {
  readonly id: number;
  readonly tone: ToastTone;
  readonly text: string;
}

/** What `useToast()` offers. */
export interface ToastApi {
  /** Shows `text` in the tone's colour; returns the toast's id. */
  show(text: string, tone: ToastTone): number;
  /** Shows the toast an API answer or failure calls for (spec §8); `fallback` for a bare success. */
  answer(answer: unknown, fallback?: string): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the widget below it; render once near its root. */
export function ToastProvider(props: { children: ReactNode; durationMs?: number }) {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((text: string, tone: ToastTone) => {
    const id = next.current++;
    setItems((all) => [...all, { id, tone, text }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      answer: (a, fallback) => ((t) => show(t.text, t.tone))(answerToast(a, fallback)),
    }),
    [show, dismiss],
  );
  const [dialogs, setDialogs] = useState<readonly HTMLElement[]>([]);
  const layers = useMemo<LayerStack>(
    () => ({
      push: (element) => {
        setDialogs((open) => [...open, element]);
        return () => setDialogs((open) => open.filter((e) => e !== element));
      },
    }),
    [],
  );
  const host = usePortalHost();
  const container = dialogs.at(-1) ?? host;
  const region = (
    <section className="ispz-toasts" aria-label={FORM_TEXT.notifications}>
      <div role="status" aria-live="polite" aria-relevant="additions text">
        {items.map((t) => (
          <Toast key={t.id} item={t} onDismiss={dismiss} durationMs={props.durationMs ?? TOAST_DURATION_MS} />
        ))}
      </div>
    </section>
  );
  return (
    <ToastContext.Provider value={api}>
      <LayerContext.Provider value={layers}>{props.children}</LayerContext.Provider>
      {container ? createPortal(region, container) : null}
    </ToastContext.Provider>
  );
}

function Toast(props: { item: ToastItem; onDismiss: (id: number) => void; durationMs: number }) {
  const { id, tone, text } = props.item;
  const { onDismiss, durationMs } = props;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, onDismiss, durationMs]);
  return (
    <div className={`ispz-toast ispz-toast--${tone}`} data-tone={tone}>
      {tone === 'success' ? <SuccessIcon /> : <ErrorIcon />}
      <p className="ispz-toast__text">{text}</p>
      <button
        type="button"
        className="ispz-toast__close"
        aria-label={FORM_TEXT.dismiss}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The toasts of the nearest `ToastProvider`; throws outside one (a wiring mistake). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
