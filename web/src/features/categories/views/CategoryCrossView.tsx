import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import type { CrossTarget } from '@contract/catalog/crossing.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { categoryCross, marketplaceCategoriesList, type CrossCommand } from '../categories.resources';
import type { CrossDialog } from '@web/components/category/cross/cross-types';
import { CategoryCrossPage } from '../pages/CategoryCrossPage';

const PICKER_PAGE_SIZE = 10;
const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /categories/:categoryId/cross?marketplace=&attribute=&value=&action=: the URL holds the tab, the values shown and the dialog. */
export function CategoryCrossView() {
  const dispatch = useDispatch();
  const can = useCan();
  const id = Number(useParams().categoryId);
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog<CrossDialog>('action', ['value']);
  const state = useSelector(categoryCross.select);
  const found = useSelector(marketplaceCategoriesList.select);
  const marketplace = MARKETPLACE_CODES.find((code) => code === params.get('marketplace')) ?? state.data?.marketplaces[0]?.marketplace ?? MARKETPLACE_CODES[0]!;

  useEffect(() => {
    dispatch(categoryCross.requested(id));
  }, [dispatch, id]);

  const onSearch = useCallback(
    (q: string) => {
      dispatch(marketplaceCategoriesList.requested({ marketplace: marketplace as MarketplaceCode, q: q || undefined, page: 1, pageSize: PICKER_PAGE_SIZE }));
    },
    [dispatch, marketplace],
  );

  const run = (name: CrossCommand, target: CrossTarget, body: Record<string, string> | null) =>
    dispatch(categoryCross.commandRequested({ name, id, input: { target, body } }));

  return (
    <CategoryCrossPage
      state={state}
      marketplace={marketplace}
      attributeId={idParam(params.get('attribute'))}
      valueId={idParam(params.get('value'))}
      canManage={can('catalog.manageCategories')}
      commandOf={(name) => commandView(state, name)}
      onCross={(target, body) => run('cross', target, body)}
      onUncross={(target) => run('uncross', target, null)}
      onOpenDialog={openDialog}
      onShowValues={(attributeId) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (attributeId === null) next.delete('attribute');
          else next.set('attribute', String(attributeId));
          return next;
        })
      }
      found={found}
      onSearch={onSearch}
      onRetry={() => dispatch(categoryCross.requested(id))}
    />
  );
}
