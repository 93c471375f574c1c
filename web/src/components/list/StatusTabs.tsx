import { useEffect } from 'react';
import { CBadge, CNav, CNavLink, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@web/lib/format';
import { moveTabFocus } from '@web/lib/tablist-keys';
import { useHorizontalOverflow } from '@web/lib/use-horizontal-overflow';
import type { ListStatus, TabCounts, TabDefinition } from './list-types';

export interface StatusTabsProps<T extends string> {
  tabs: readonly TabDefinition<T>[];
  active: T;
  /** Rows per tab under the current filters; null (or a missing tab) while unknown. */
  counts?: TabCounts<T>;
  /** The list's load: a count still unknown spins only while it loads; after an error (or nothing asked) it is a dash. */
  status?: ListStatus;
  onChange: (tab: T) => void;
  /** i18n key naming the tab strip for assistive technology. */
  labelKey?: string;
}

/** How far an arrow scrolls the strip: most of a tab's width, so one press shows the next tab. */
const ARROW_STEP = 160;

/**
 * A list's status tabs with live count badges; the active one is the list's `tab` in the URL. A strip wider than the
 * screen scrolls, shows an arrow at each end that has more, and keeps the selected tab in view.
 */
export function StatusTabs<T extends string>({ tabs, active, counts = null, status = 'loading', onChange, labelKey = 'list.tabs.label' }: StatusTabsProps<T>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [strip, overflow, scrollBy] = useHorizontalOverflow<HTMLUListElement>();
  // Only a strip wider than its frame can hide the selected tab; asking where it is would lay the page out first.
  const overflows = overflow.start || overflow.end;
  useEffect(() => {
    if (!overflows) return;
    const selected = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // jsdom has no scrollIntoView; a browser brings the tab in without moving the page up or down.
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // Again once the counts arrive: their badges widen the tabs.
  }, [active, counts, strip, overflows]);
  return (
    <div className="status-tabs-frame mb-3">
      {overflow.start ? (
        <button
          type="button"
          className="tabs-arrow tabs-arrow-start"
          aria-label={t('list.tabs.scrollStart')}
          onClick={() => scrollBy(-ARROW_STEP)}
          data-testid="tabs-arrow-start"
        >
          ‹
        </button>
      ) : null}
      <CNav
        ref={strip}
        variant="underline-border"
        role="tablist"
        aria-label={t(labelKey)}
        className="flex-nowrap overflow-x-auto"
        onKeyDown={moveTabFocus}
        data-testid="status-tabs"
      >
        {/* A tab list holds only tabs, in presentational items: a plain <li>, since CNavItem drops the role. */}
        {tabs.map((tab) => {
          const count = counts?.[tab.id];
          const selected = tab.id === active;
          return (
            <li key={tab.id} className="nav-item" role="presentation">
              <CNavLink
                as="button"
                type="button"
                role="tab"
                active={selected}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className="text-nowrap"
                onClick={() => {
                  if (!selected) onChange(tab.id);
                }}
                data-testid={`tab-${tab.id}`}
              >
                {t(tab.labelKey)}
                <CBadge color={selected ? 'primary' : 'secondary'} className="ms-2" data-testid={`tab-count-${tab.id}`}>
                  {count !== undefined ? (
                    format.number(count)
                  ) : status === 'loading' ? (
                    <CSpinner size="sm" className="tab-count-spinner" aria-label={t('list.tabs.countLoading')} style={{ width: '0.6rem', height: '0.6rem' }} />
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('list.tabs.countUnknown')}</span>
                    </>
                  )}
                </CBadge>
              </CNavLink>
            </li>
          );
        })}
      </CNav>
      {overflow.end ? (
        <button
          type="button"
          className="tabs-arrow tabs-arrow-end"
          aria-label={t('list.tabs.scrollEnd')}
          onClick={() => scrollBy(ARROW_STEP)}
          data-testid="tabs-arrow-end"
        >
          ›
        </button>
      ) : null}
    </div>
  );
}
