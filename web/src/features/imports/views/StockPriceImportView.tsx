import { parseVariantFilters, parseVariantQuery, variantQueryToRaw, type VariantFilters } from '@contract/catalog/variant.query';
import { useUrlTab } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { IMPORT_TABS } from '../components/ImportTabs';
import { stockPriceList } from '../imports.resources';
import { StockPriceImportPage } from '../pages/StockPriceImportPage';
import { useImportErrors } from './use-import-errors';
import { useImportScreen } from './use-import-screen';

const SKU_KEYS: readonly (keyof VariantFilters & string)[] = ['sku'];
const FILTERS = { keys: SKU_KEYS, parse: parseVariantFilters };

/** /importer/excel-stock-price: `?tab=errors`, the stock/price list's or the errors' SKU, page, page size and sort, `?row=`. */
export function StockPriceImportView() {
  const screen = useImportScreen('stockPrice');
  const [tab, setTab] = useUrlTab('tab', IMPORT_TABS, 'import');
  const list = useListScreen({ list: stockPriceList, parse: parseVariantQuery, toRaw: variantQueryToRaw, filters: FILTERS, enabled: tab === 'import' });
  const errors = useImportErrors('stockPrice', tab === 'errors');
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list.page;
  return (
    <StockPriceImportPage
      {...screen}
      query={query}
      list={state}
      onQueryChange={onQueryChange}
      onSkuApply={onFiltersApply}
      onSkuReset={onFiltersReset}
      onListRetry={onRetry}
      tab={tab}
      onTabChange={setTab}
      errors={errors}
    />
  );
}
