import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseVariantFilters, parseVariantQuery, variantQueryToRaw, type VariantFilters } from '@contract/catalog/variant.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { stockPriceList } from '../imports.resources';
import { StockPriceImportPage } from '../pages/StockPriceImportPage';
import { useImportScreen } from './use-import-screen';

const SKU_KEYS: readonly (keyof VariantFilters & string)[] = ['sku'];

/** /importer/excel-stock-price: the URL holds the stock/price list's SKU, page, page size and sort. */
export function StockPriceImportView() {
  const dispatch = useDispatch();
  const screen = useImportScreen('stockPrice');
  const [query, update] = useListQuery(parseVariantQuery, variantQueryToRaw);
  const list = useSelector(stockPriceList.select);
  useEffect(() => {
    dispatch(stockPriceList.requested(query));
  }, [dispatch, query]);
  const onSkuApply = useCallback((applied: AppliedFilters) => update(filtersPatch(SKU_KEYS, parseVariantFilters(applied))), [update]);
  const onSkuReset = useCallback(() => update(filtersPatch(SKU_KEYS, {})), [update]);
  return (
    <StockPriceImportPage {...screen} query={query} list={list} onQueryChange={(patch) => update(patch)}
      onSkuApply={onSkuApply} onSkuReset={onSkuReset} onListRetry={() => dispatch(stockPriceList.requested(query))} />
  );
}
