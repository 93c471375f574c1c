import type { ReactNode } from 'react';
import { TabStrip } from '@web/components/TabStrip';
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
      <TabStrip
        tabs={IMPORT_TABS}
        active={tab}
        onChange={onTabChange}
        label={t(labelKey)}
        render={(id) => t(`imports.productVariant.tabs.${id}`)}
        idPrefix="import-tab"
        testIdPrefix="import-tab"
        controls={(id) => `import-panel-${id}`}
        testId="import-tabs"
      />
      <div role="tabpanel" id={`import-panel-${tab}`} aria-labelledby={`import-tab-${tab}`} data-testid={`import-panel-${tab}`}>
        {children}
      </div>
    </>
  );
}
