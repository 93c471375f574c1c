import { useTranslation } from 'react-i18next';
import { templateUrl } from '../imports.api';
import { ImportStateAlert } from '../components/ImportStateAlert';
import { ImportPanels, type ImportScreenProps } from '../components/ImportPanels';

/** /importer/fulfillment-day-import: each SKU's product gets the days it needs before shipping, from the template. */
export function FulfillmentDayImportPage(props: ImportScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h4 mb-1">{t('routes.importFulfillmentDay')}</h1>
      <p className="text-body-secondary mb-3">{t('imports.fulfillmentDay.intro')}</p>
      <ImportStateAlert settings={props.settings} onRetry={props.onSettingsRetry} staff={props.staff} />
      <ImportPanels kind="fulfillmentDay" templateHref={templateUrl('fulfillmentDay')} {...props} />
    </>
  );
}
