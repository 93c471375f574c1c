import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { importErrorQueryToRaw, parseImportErrorQuery, type ImportErrorQuery } from '@contract/imports/import.api';
import type { AppliedFilters } from '@web/components/list/list-types';
import { filtersPatch, useListQuery, useUrlDialog, useUrlTab } from '@web/lib/list-url';
import { ROW_PARAM } from '../error-row';
import { importErrorsList, templateCategoriesList } from '../imports.resources';
import { PRODUCT_VARIANT_TABS, ProductVariantImportPage } from '../pages/ProductVariantImportPage';
import { parseTemplateFinderQuery, templateCategoryRequest, templateFinderQueryToRaw } from '../template-query';
import { useImportScreen } from './use-import-screen';
import { useStableQuery } from './use-stable-query';

const ERROR_FILTER_KEYS: readonly (keyof ImportErrorQuery & string)[] = ['transactionId', 'sku'];
const NO_EXTRAS: readonly string[] = [];

/** /importer/excel-product-variant: `?tab=errors`, the finder's `?marketplace=&search=`, the errors' filters and `?row=`. */
export function ProductVariantImportView() {
  const dispatch = useDispatch();
  const screen = useImportScreen('productVariant');
  const [tab, setTab] = useUrlTab('tab', PRODUCT_VARIANT_TABS, 'import');

  const [finderUrl, updateFinder] = useListQuery(parseTemplateFinderQuery, templateFinderQueryToRaw);
  const finderQuery = useStableQuery(finderUrl, parseTemplateFinderQuery, templateFinderQueryToRaw);
  const finderRequest = useMemo(() => templateCategoryRequest(finderQuery), [finderQuery]);
  const finderState = useSelector(templateCategoriesList.select);
  useEffect(() => {
    if (tab === 'import' && finderRequest) dispatch(templateCategoriesList.requested(finderRequest));
  }, [dispatch, tab, finderRequest]);

  const [errorsUrl, updateErrors] = useListQuery(parseImportErrorQuery, importErrorQueryToRaw);
  const errorQuery = useStableQuery(errorsUrl, parseImportErrorQuery, importErrorQueryToRaw);
  const errorsState = useSelector(importErrorsList.select);
  useEffect(() => {
    if (tab === 'errors') dispatch(importErrorsList.requested(errorQuery));
  }, [dispatch, tab, errorQuery]);
  const [selectedRow, openRow, closeRow] = useUrlDialog(ROW_PARAM, NO_EXTRAS);

  const onFiltersApply = useCallback((applied: AppliedFilters) => updateErrors(filtersPatch(ERROR_FILTER_KEYS, parseImportErrorQuery(applied))), [updateErrors]);
  const onFiltersReset = useCallback(() => updateErrors(filtersPatch(ERROR_FILTER_KEYS, {})), [updateErrors]);

  return (
    <ProductVariantImportPage
      {...screen}
      tab={tab}
      onTabChange={setTab}
      finder={{
        query: finderQuery, state: finderState,
        onSearch: (query) => updateFinder(query),
        onRetry: () => { if (finderRequest) dispatch(templateCategoriesList.requested(finderRequest)); },
      }}
      errors={{
        query: errorQuery, state: errorsState, selectedRow,
        onQueryChange: (patch) => updateErrors(patch), onFiltersApply, onFiltersReset,
        onRetry: () => dispatch(importErrorsList.requested(errorQuery)),
        onRowOpen: (param) => openRow(param), onRowClose: closeRow,
      }}
    />
  );
}
