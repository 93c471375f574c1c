import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useListQuery, useUrlTab } from '@web/lib/list-url';
import { templateCategoriesList } from '../imports.resources';
import { IMPORT_TABS } from '../components/ImportTabs';
import { ProductVariantImportPage } from '../pages/ProductVariantImportPage';
import { parseTemplateFinderQuery, templateCategoryRequest, templateFinderQueryToRaw } from '../template-query';
import { useImportErrors } from './use-import-errors';
import { useImportScreen } from './use-import-screen';
import { useStableQuery } from './use-stable-query';

/** /importer/excel-product-variant: `?tab=errors`, the finder's `?marketplace=&search=`, the errors' filters and `?row=`. */
export function ProductVariantImportView() {
  const dispatch = useDispatch();
  const screen = useImportScreen('productVariant');
  const [tab, setTab] = useUrlTab('tab', IMPORT_TABS, 'import');

  const [finderUrl, updateFinder] = useListQuery(parseTemplateFinderQuery, templateFinderQueryToRaw);
  const finderQuery = useStableQuery(finderUrl, parseTemplateFinderQuery, templateFinderQueryToRaw);
  const finderRequest = useMemo(() => templateCategoryRequest(finderQuery), [finderQuery]);
  const finderState = useSelector(templateCategoriesList.select);
  useEffect(() => {
    if (tab === 'import' && finderRequest) dispatch(templateCategoriesList.requested(finderRequest));
  }, [dispatch, tab, finderRequest]);

  const errors = useImportErrors('productVariant', tab === 'errors');

  return (
    <ProductVariantImportPage
      {...screen}
      tab={tab}
      onTabChange={setTab}
      finder={{
        query: finderQuery,
        state: finderState,
        onSearch: (query) => updateFinder(query),
        onRetry: () => {
          if (finderRequest) dispatch(templateCategoriesList.requested(finderRequest));
        },
      }}
      errors={errors}
    />
  );
}
