// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalHostProvider } from '../elements/portal-host';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { StatusBadge } from './status-badge';
import { Tabs } from './tabs';

afterEach(cleanup);

function shadowPortal() {
  const host = document.createElement('div');
  document.body.append(host);
  const portal = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(portal);
  return portal;
}

describe('Dialog', () => {
  it('opens into the portal host with its title, closes on Escape and gives focus back', async () => {
    const portal = shadowPortal();
    render(
      <PortalHostProvider container={portal}>
        <Dialog title="Reprice Loan" trigger={<Button>Reprice</Button>} footer={<Button>Save</Button>}>
          New price
        </Dialog>
      </PortalHostProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Reprice' });
    trigger.focus();
    await act(async () => fireEvent.click(trigger));
    const dialog = portal.querySelector('dialog') as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(dialog.textContent).toContain('Reprice Loan');
    expect(document.body.querySelector('dialog')).toBeNull(); // not in the light DOM
    // Escape makes the browser fire `cancel` at a modal dialog (the story presses the real key)
    await act(async () => fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(portal.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('the close button and a DialogClose footer button both close a controlled dialog', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Assign Servicer"
        footer={
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });
});

describe('Tabs and StatusBadge', () => {
  it('tabs show the chosen panel and name the list', async () => {
    render(
      <Tabs
        label="Reset by"
        items={[
          { value: 'mobile', label: 'Mobile', content: 'mobile form' },
          { value: 'email', label: 'Email', content: 'email form' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Reset by' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('mobile form');
    const email = screen.getByRole('tab', { name: 'Email' });
    await act(async () => fireEvent.mouseDown(email, { button: 0 }));
    expect(screen.getByRole('tabpanel').textContent).toBe('email form');
  });

  it('a badge always carries its word beside the colour', () => {
    render(<StatusBadge colour="amber">Warning: Additional Files Missing</StatusBadge>);
    const badge = screen.getByText('Warning: Additional Files Missing');
    expect(badge.className).toContain('ispz-badge--amber');
  });
});
