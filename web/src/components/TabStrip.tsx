import type { ReactNode } from 'react';
import { CNav, CNavLink } from '@coreui/react';
import { moveTabFocus } from '@web/lib/tablist-keys';

export interface TabStripProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The strip's accessible name. */
  label: string;
  /** What a tab shows (its text, and a count beside it where there is one). */
  render: (tab: T) => ReactNode;
  /** `${idPrefix}-${tab}` is each tab's id. */
  idPrefix: string;
  /** The panel a tab controls. */
  controls?: (tab: T) => string;
  /** `${testIdPrefix}-${tab}` is each tab's test id. */
  testIdPrefix?: string;
  testId?: string;
  /** Scroll sideways on a narrow screen instead of wrapping. */
  scrolls?: boolean;
  className?: string;
}

/**
 * A strip of WAI-ARIA tabs that switch a view in place (views, sections, an importer's tabs, a detail's tabs): one Tab
 * stop, the arrow keys, Home and End move along it, Enter or Space opens the focused tab.
 */
export function TabStrip<T extends string>({
  tabs,
  active,
  onChange,
  label,
  render,
  idPrefix,
  controls,
  testIdPrefix,
  testId,
  scrolls,
  className,
}: TabStripProps<T>) {
  const frame = [scrolls ? 'flex-nowrap overflow-x-auto' : null, className ?? 'mb-3'].filter(Boolean).join(' ');
  return (
    <CNav variant="tabs" role="tablist" aria-label={label} className={frame} onKeyDown={moveTabFocus} data-testid={testId}>
      {/* A tab list holds only tabs, in presentational items: a plain <li>, since CNavItem drops the role. */}
      {tabs.map((id) => (
        <li key={id} className="nav-item" role="presentation">
          <CNavLink
            as="button"
            type="button"
            role="tab"
            id={`${idPrefix}-${id}`}
            active={id === active}
            aria-selected={id === active}
            aria-controls={controls?.(id)}
            tabIndex={id === active ? 0 : -1}
            className={scrolls ? 'text-nowrap' : undefined}
            onClick={() => onChange(id)}
            data-testid={testIdPrefix ? `${testIdPrefix}-${id}` : undefined}
          >
            {render(id)}
          </CNavLink>
        </li>
      ))}
    </CNav>
  );
}
