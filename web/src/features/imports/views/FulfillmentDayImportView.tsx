import { FulfillmentDayImportPage } from '../pages/FulfillmentDayImportPage';
import { useImportScreen } from './use-import-screen';

/** /importer/fulfillment-day-import. */
export function FulfillmentDayImportView() {
  return <FulfillmentDayImportPage {...useImportScreen('fulfillmentDay')} />;
}
