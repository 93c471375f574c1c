import { useTranslation } from 'react-i18next';
import { templateUrl } from '../imports.api';
import { ImportErrorsTab, type ImportErrorsTabProps } from '../components/ImportErrorsTab';
import { ImportStateAlert } from '../components/ImportStateAlert';
import { ImportTabs, type ImportTab } from '../components/ImportTabs';
import { ImportPanels, type ImportScreenProps } from '../components/ImportPanels';

export interface FulfillmentDayImportPageProps extends ImportScreenProps {
  /** `?tab=errors` in the URL; Import is the default. */
  tab: ImportTab;
  onTabChange: (tab: ImportTab) => void;
  errors: Omit<ImportErrorsTabProps, 'imports'>;
}

/**
 * /importer/fulfillment-day-import: each SKU's product gets the days it needs before shipping, from the template;
 * Import Errors lists the refused rows and lets them be fixed here and sent again.
 */
export function FulfillmentDayImportPage({ tab, onTabChange, errors, ...screen }: FulfillmentDayImportPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h4 mb-1">{t('routes.importFulfillmentDay')}</h1>
      <p className="text-body-secondary mb-3">{t('imports.fulfillmentDay.intro')}</p>
      <ImportStateAlert settings={screen.settings} onRetry={screen.onSettingsRetry} staff={screen.staff} />
      <ImportTabs tab={tab} onTabChange={onTabChange} labelKey="imports.fulfillmentDay.tabsLabel">
        {tab === 'import' ? (
          <ImportPanels kind="fulfillmentDay" templateHref={templateUrl('fulfillmentDay')} {...screen} />
        ) : (
          <ImportErrorsTab {...errors} imports={screen.recent.page?.items ?? []} />
        )}
      </ImportTabs>
    </>
  );
}
