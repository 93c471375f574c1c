import { useUrlTab } from '@web/lib/list-url';
import { IMPORT_TABS } from '../components/ImportTabs';
import { FulfillmentDayImportPage } from '../pages/FulfillmentDayImportPage';
import { useImportErrors } from './use-import-errors';
import { useImportScreen } from './use-import-screen';

/** /importer/fulfillment-day-import: `?tab=errors`, the errors' filters and page, `?row=`. */
export function FulfillmentDayImportView() {
  const [tab, setTab] = useUrlTab('tab', IMPORT_TABS, 'import');
  const errors = useImportErrors('fulfillmentDay', tab === 'errors');
  return <FulfillmentDayImportPage {...useImportScreen('fulfillmentDay')} tab={tab} onTabChange={setTab} errors={errors} />;
}
