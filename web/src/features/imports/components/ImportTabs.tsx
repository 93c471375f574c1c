import type { ReactNode } from 'react';
import { CNav, CNavLink } from '@coreui/react';
import { useTranslation } from 'react-i18next';

export const IMPORT_TABS = ['import', 'errors'] as const;
export type ImportTab = (typeof IMPORT_TABS)[number];

interface ImportTabsProps {
  tab: ImportTab;
  onTabChange: (tab: ImportTab) => void;
  /** i18n key naming the tab list. */
  labelKey: string;
  children: ReactNode;
}

/** An importer's Import and Import Errors tabs and the chosen one's panel. */
export function ImportTabs({ tab, onTabChange, labelKey, children }: ImportTabsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CNav variant="tabs" role="tablist" aria-label={t(labelKey)} className="mb-3" data-testid="import-tabs">
        {/* A tab list holds only tabs, in presentational items: a plain <li>, since CNavItem drops the role. */}
        {IMPORT_TABS.map((id) => (
          <li key={id} className="nav-item" role="presentation">
            <CNavLink
              as="button"
              type="button"
              role="tab"
              id={`import-tab-${id}`}
              active={tab === id}
              aria-selected={tab === id}
              aria-controls={`import-panel-${id}`}
              onClick={() => onTabChange(id)}
              data-testid={`import-tab-${id}`}
            >
              {t(`imports.productVariant.tabs.${id}`)}
            </CNavLink>
          </li>
        ))}
      </CNav>
      <div role="tabpanel" id={`import-panel-${tab}`} aria-labelledby={`import-tab-${tab}`} data-testid={`import-panel-${tab}`}>
        {children}
      </div>
    </>
  );
}
