import { CBadge, CNav, CNavItem, CNavLink, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@web/lib/format';
import type { TabCounts, TabDefinition } from './list-types';

export interface StatusTabsProps<T extends string> {
  tabs: readonly TabDefinition<T>[];
  active: T;
  /** Rows per tab under the current filters; null (or a missing tab) while unknown. */
  counts?: TabCounts<T>;
  onChange: (tab: T) => void;
  /** i18n key naming the tab strip for assistive technology. */
  labelKey?: string;
}

/** A list's status tabs with live count badges; the active one is the list's `tab` in the URL. */
export function StatusTabs<T extends string>({ tabs, active, counts = null, onChange, labelKey = 'list.tabs.label' }: StatusTabsProps<T>) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CNav variant="underline-border" role="tablist" aria-label={t(labelKey)} className="mb-3 flex-nowrap overflow-x-auto" data-testid="status-tabs">
      {tabs.map((tab) => {
        const count = counts?.[tab.id];
        const selected = tab.id === active;
        return (
          <CNavItem key={tab.id} role="presentation">
            <CNavLink
              as="button"
              type="button"
              role="tab"
              active={selected}
              aria-selected={selected}
              className="text-nowrap"
              onClick={() => {
                if (!selected) onChange(tab.id);
              }}
              data-testid={`tab-${tab.id}`}
            >
              {t(tab.labelKey)}
              <CBadge color={selected ? 'primary' : 'secondary'} className="ms-2" data-testid={`tab-count-${tab.id}`}>
                {count === undefined ? (
                  <CSpinner size="sm" className="tab-count-spinner" aria-label={t('list.tabs.countLoading')} style={{ width: '0.6rem', height: '0.6rem' }} />
                ) : (
                  format.number(count)
                )}
              </CBadge>
            </CNavLink>
          </CNavItem>
        );
      })}
    </CNav>
  );
}
