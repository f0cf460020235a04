/**
 * The top bar's context switcher (spec §4 "Role context", §6 contexts; UI.md "a top bar with
 * the context switcher"): a button naming the context the person acts in ('Acting as …') that
 * opens a menu of every context they may act in — personal, their businesses, their ecosystems
 * — the current one marked and not selectable. The kit's Menu gives the keyboard: Enter, Space
 * or ArrowDown open it, arrows move, Enter chooses, Escape closes and returns the focus.
 */
import { Menu } from '../../../../widgets/kit/menu';
import { useSessionSnapshot } from '../../app/site-context';
import { currentContextName, offeredContexts, CONTEXT_TEXT as T } from './context-options';
import { useContextSwitch } from './use-context-switch';
import { shellErrorText, useContexts } from './use-dashboard-data';

export interface ContextSwitcherProps {
  /** The name the top bar shows (the business name in a business), used until the list is known. */
  readonly personName: string;
}

export function ContextSwitcher({ personName }: ContextSwitcherProps) {
  const snapshot = useSessionSnapshot();
  const contexts = useContexts();
  const { switchTo, pending } = useContextSwitch();
  if (!snapshot) return null;
  const mode = snapshot.user.login_mode;
  const options = offeredContexts(contexts.data, mode);
  const name = currentContextName(options, mode, personName);
  const items = options.map((option) => ({
    id: option.id,
    disabled: option.current || pending !== null,
    onSelect: () => void switchTo(option),
    label: (
      <span className="dash-switch__item">
        <span className="dash-switch__item-name">
          {option.name}
          {option.current ? <span className="dash-switch__current"> ({T.current})</span> : null}
        </span>
        <span className="dash-switch__item-detail">{option.detail}</span>
      </span>
    ),
  }));
  if (contexts.status === 'pending')
    items.push({
      id: 'loading',
      disabled: true,
      onSelect: () => {},
      label: <span className="dash-switch__item-detail">{T.loading}</span>,
    });
  if (contexts.status === 'error')
    items.push({
      id: 'failed',
      disabled: true,
      onSelect: () => {},
      label: <span className="dash-switch__item-detail">{shellErrorText(contexts.error)}</span>,
    });
  return (
    <Menu
      align="end"
      trigger={
        <button type="button" className="dash-switch" aria-busy={pending !== null}>
          <span className="dash-switch__prefix">{T.actingAsPrefix} </span>
          <span className="dash-switch__name">{name || '…'}</span>
          <svg className="dash-switch__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      }
      items={items}
    />
  );
}
