import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_FILTER_KEYS, categoryQueryToRaw, parseCategoryFilters, parseCategoryQuery } from '@contract/catalog/category.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { useCan } from '@web/lib/use-can';
import { categoriesList, categoryDetail, categoryTree, mappingHealth } from '../categories.resources';
import type { CategoryDialog } from '../components/CategoryDialogs';
import { CategoriesPage } from '../pages/CategoriesPage';

const IDLE = { submitting: false, error: null, succeeded: false };
const FILTERS = { keys: CATEGORY_FILTER_KEYS, parse: parseCategoryFilters };

/** /categories: the list in the URL (tab, filters, page, sort), `?health=` opens a marketplace's lists, `?action=create` adds. */
export function CategoriesView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const can = useCan();
  const list = useListScreen({ list: categoriesList, parse: parseCategoryQuery, toRaw: categoryQueryToRaw, filters: FILTERS });
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog<CategoryDialog>();
  const tree = useSelector(categoryTree.select);
  const health = useSelector(mappingHealth.select);
  const detail = useSelector(categoryDetail.select);
  const [asked, setAsked] = useState(false);
  const addCommand = asked ? commandView(detail, 'add') : IDLE;

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
      query={list.query}
      list={list.state}
      tree={tree}
      health={health}
      healthOpen={healthOpen}
      canManage={can('catalog.manageCategories')}
      addCommand={addCommand}
      onQueryChange={list.page.onQueryChange}
      onFiltersApply={list.page.onFiltersApply}
      onFiltersReset={list.page.onFiltersReset}
      onHealthOpen={(marketplace: MarketplaceCode | null) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (marketplace) next.set('health', marketplace);
            else next.delete('health');
            return next;
          },
          { replace: true },
        )
      }
      onRetryList={list.page.onRetry}
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
