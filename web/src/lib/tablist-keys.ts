import type { KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs with manual activation: the strip is one Tab stop (the selected tab); the arrow keys, Home and End move
 * the focus along it, Enter or Space opens the focused tab (opening may ask the server; moving alone asks nothing).
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at < 0) return;
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const next =
    event.key === forward
      ? (at + 1) % tabs.length
      : event.key === backward
        ? (at - 1 + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : null;
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
