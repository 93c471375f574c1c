import { parseVariantFilters, parseVariantQuery, variantQueryToRaw, type VariantFilters } from '@contract/catalog/variant.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { stockPriceList } from '../imports.resources';
import { StockPriceImportPage } from '../pages/StockPriceImportPage';
import { useImportScreen } from './use-import-screen';

const SKU_KEYS: readonly (keyof VariantFilters & string)[] = ['sku'];
const FILTERS = { keys: SKU_KEYS, parse: parseVariantFilters };

/** /importer/excel-stock-price: the URL holds the stock/price list's SKU, page, page size and sort. */
export function StockPriceImportView() {
  const screen = useImportScreen('stockPrice');
  const list = useListScreen({ list: stockPriceList, parse: parseVariantQuery, toRaw: variantQueryToRaw, filters: FILTERS });
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
    />
  );
}
