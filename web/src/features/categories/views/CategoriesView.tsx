import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_FILTER_KEYS, categoryQueryToRaw, parseCategoryFilters, parseCategoryQuery } from '@contract/catalog/category.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { filtersPatch, useListQuery, useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { categoriesList, categoryDetail, categoryTree, mappingHealth } from '../categories.resources';
import { CategoriesPage } from '../pages/CategoriesPage';

const IDLE = { submitting: false, error: null, succeeded: false };

/** /categories: the list in the URL (tab, filters, page, sort), `?health=` opens a marketplace's lists, `?action=create` adds. */
export function CategoriesView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const can = useCan();
  const [query, update] = useListQuery(parseCategoryQuery, categoryQueryToRaw);
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog();
  const list = useSelector(categoriesList.select);
  const tree = useSelector(categoryTree.select);
  const health = useSelector(mappingHealth.select);
  const detail = useSelector(categoryDetail.select);
  const [asked, setAsked] = useState(false);
  const addCommand = asked ? commandView(detail, 'add') : IDLE;

  useEffect(() => {
    dispatch(categoriesList.requested(query));
  }, [dispatch, query]);
  const loadShared = useCallback(() => {
    dispatch(categoryTree.requested(0));
    dispatch(mappingHealth.requested(0));
  }, [dispatch]);
  useEffect(loadShared, [loadShared]);

  const added = addCommand.succeeded ? detail.data?.category.id : undefined;
  useEffect(() => {
    if (added !== undefined) void navigate(pathOf('categoryDetail', { categoryId: added }), { replace: true });
  }, [added, navigate]);

  const healthOpen = MARKETPLACE_CODES.find((code) => code === params.get('health')) ?? null;
  return (
    <CategoriesPage
      query={query}
      list={list}
      tree={tree}
      health={health}
      healthOpen={healthOpen}
      canManage={can('catalog.manageCategories')}
      addCommand={addCommand}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(CATEGORY_FILTER_KEYS, parseCategoryFilters(applied)))}
      onFiltersReset={() => update(filtersPatch(CATEGORY_FILTER_KEYS, {}))}
      onHealthOpen={(marketplace: MarketplaceCode | null) => setParams((current) => {
        const next = new URLSearchParams(current);
        if (marketplace) next.set('health', marketplace);
        else next.delete('health');
        return next;
      }, { replace: true })}
      onRetryList={() => dispatch(categoriesList.requested(query))}
      onRetryTree={() => dispatch(categoryTree.requested(0))}
      onRetryHealth={() => dispatch(mappingHealth.requested(0))}
      onOpenDialog={openDialog}
      onAdd={(input) => {
        setAsked(true);
        dispatch(categoryDetail.commandReset());
        dispatch(categoryDetail.commandRequested({ name: 'add', id: 0, input }));
      }}
    />
  );
}
